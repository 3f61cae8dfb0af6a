/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every user-facing string the specifications quote appears verbatim in the product
 * (contracts/ui-strings.txt, copied from the specifications). The sections listed here are built;
 * the applicant journey's section joins when its screens do.
 */
const BUILT_SECTIONS = ['[calculator]', '[accounts and dashboard]', '[shared]'];
const ROOTS = ['apps/web/src', 'domain/src'].map((root) => path.resolve(__dirname, '../../..', root));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gql' || name === 'testing' ? [] : sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function quotedStrings(): { section: string; text: string }[] {
  const file = require.resolve('@lease-portal/contracts/ui-strings.txt');
  let section = '';
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .flatMap((line) => {
      if (line.startsWith('[')) {
        section = line.trim();
        return [];
      }
      return [{ section, text: line }];
    });
}

const product = ROOTS.flatMap(sourcesUnder)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/&apos;/g, "'")
  .replace(/\\'/g, "'");

describe('the specifications’ strings, verbatim', () => {
  const built = quotedStrings().filter(({ section }) => BUILT_SECTIONS.includes(section));

  it('covers every built section', () => {
    expect(new Set(built.map(({ section }) => section))).toEqual(new Set(BUILT_SECTIONS));
  });

  it.each(built.map(({ text }) => text))('shows %p', (text) => {
    // Placeholders ({n}, {email}, (n)) are filled at run time: the text before the first one must appear.
    const fixedPart = text.split(/\{n\}|\{email\}|\(n\)/)[0]!.trim();
    expect(product).toContain(fixedPart);
  });
});
