import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The domain says things in the business's words; the wire's names (the specification's scoreboard,
 * as the GraphQL API and stored data from before spoke it) are mapped at the GraphQL boundary and
 * nowhere in here (decision 2070). Each name is matched as a whole word, in code and in comments.
 */
const WIRE_NAMES: readonly [name: string, pattern: RegExp, ownWord?: string][] = [
  ['the Scoreboard type', /\bScoreboard\b/],
  ["ScoreboardTheme, the journey's branding", /\bScoreboardTheme\b/],
  ["docusignStatus, the quote's signature", /\bdocusignStatus\b/],
  ['valueOfApplication, the credit limit', /\bvalueOfApplication\b/],
  ['orderVerification, the Review Quote step', /\borderVerification\b/],
  ["documentAI, the lease's document instructions", /\bdocumentAI\b/],
  ['documentMLA, the master lease agreement', /\bdocumentMLA\b/],
  ['documentPCA, the personal guarantee', /\bdocumentPCA\b/],
  ['documentBank, the direct debit', /\bdocumentBank\b/],
  ['documentQuote, the quote to sign', /\bdocumentQuote\b/],
  ["documentAI_MMBA, the special introducer's instructions", /\bdocumentAI_MMBA\b/],
  // Decision 2073: the credit status says awaitingDecision or referred, and waitingForSecondary.
  [
    "'refer', a credit status awaiting its decision or referred",
    /'refer'/,
    // The bureau's own result keeps its word; the credit status it maps to does not.
    path.join('credit-bureau', 'credit-enquiry.ts'),
  ],
  ["'waiting', the credit status on hold for Authorised Officer (2)", /'waiting'/],
];

const DOMAIN_SOURCES = path.resolve(__dirname);

/** The domain's own sources: every TypeScript file but the tests. */
function domainSources(): string[] {
  return readdirSync(DOMAIN_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

function filesNaming(pattern: RegExp, ownWord?: string): string[] {
  return domainSources().filter(
    (file) => file !== ownWord && pattern.test(readFileSync(path.join(DOMAIN_SOURCES, file), 'utf8')),
  );
}

describe("the domain's words", () => {
  it('reads the whole domain', () => {
    expect(domainSources()).toEqual(
      expect.arrayContaining(['index.ts', path.join('application', 'application-journey.ts')]),
    );
  });

  // Rows as objects: a third argument of a row's function would be read as jest's `done`.
  it.each(WIRE_NAMES.map(([name, pattern, ownWord]) => ({ name, pattern, ownWord })))(
    'never names $name, a name of the wire',
    ({ pattern, ownWord }) => {
      expect(filesNaming(pattern, ownWord)).toEqual([]);
    },
  );
});
