/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { documentAsSent, operationOf, pactFile } from './web-api-pact';

/**
 * The contract cannot drift from the web app (decision 0950): every operation the app can send is in
 * the pact, exactly as the app's client sends it today, and the pact holds nothing the app no longer
 * sends nor any interaction its consumer tests no longer declare. The pact file is generated: after
 * changing an operation or an interaction, delete it and run the consumer tests
 * (`npm run test:unit -- --selectProjects web --testPathPatterns pact`).
 */
const SOURCE = path.resolve(__dirname, '..');
const REGENERATE = `delete ${path.relative(process.cwd(), pactFile)} and run the web app's pact tests`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' && dir === SOURCE ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

/** Every operation of the app's code, from its `graphql(...)` documents (what codegen reads). */
function operationsOfTheApp(): Map<string, { file: string; sent: string }> {
  const operations = new Map<string, { file: string; sent: string }>();
  for (const file of sourceFiles(SOURCE).filter((f) => !isTest(f))) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
      const document = parse(text!);
      // A subscription travels over the API's WebSocket, which an HTTP pact cannot hold; the server's
      // push test and the browser journeys check it instead (decision 1660).
      if (operationOf(document).operation === 'subscription') continue;
      const name = operationOf(document).name!.value;
      if (operations.has(name)) throw new Error(`two documents name the operation ${name}`);
      operations.set(name, { file: path.relative(SOURCE, file), sent: documentAsSent(document) });
    }
  }
  return operations;
}

/** The interactions' descriptions the consumer tests declare. */
function declaredInteractions(): Set<string> {
  const declared = new Set<string>();
  for (const file of sourceFiles(SOURCE).filter((f) => f.endsWith('.pact.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, quote, body] of text.matchAll(/uponReceiving:\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) {
      declared.add(quote === '`' ? body! : body!.replace(/\\(.)/g, '$1'));
    }
  }
  return declared;
}

interface PactInteraction {
  description: string;
  request: { body?: { content?: { operationName?: string; query?: string } } };
}

/** The pact file, read again when a consumer test is writing it at this moment. */
function pactInteractions(): PactInteraction[] {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: PactInteraction[] }).interactions;
    } catch (error) {
      if (attempt >= 5) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

describe("the web app's contract with the API", () => {
  const app = operationsOfTheApp();
  const interactions = pactInteractions();
  const inPact = new Set(interactions.map((i) => i.request.body?.content?.operationName ?? '(none)'));

  it('finds the operations of the app', () => {
    expect(app.size).toBeGreaterThan(30);
  });

  it('has every operation the web app sends in the pact', () => {
    const missing = [...app]
      .filter(([name]) => !inPact.has(name))
      .map(([name, { file }]) => `${name} (${file})`);
    expect({
      missing,
      hint: `add an interaction to the feature's *.pact.test.ts, then ${REGENERATE}`,
    }).toEqual({
      missing: [],
      hint: expect.any(String),
    });
  });

  it('holds no operation the web app no longer sends', () => {
    const stale = [...inPact].filter((name) => !app.has(name));
    expect({ stale, hint: REGENERATE }).toEqual({ stale: [], hint: expect.any(String) });
  });

  it('holds each operation exactly as the app sends it today', () => {
    const outdated = interactions
      .filter((i) => {
        const { operationName = '', query } = i.request.body?.content ?? {};
        return app.has(operationName) && app.get(operationName)!.sent !== query;
      })
      .map((i) => i.description);
    expect({ outdated, hint: REGENERATE }).toEqual({ outdated: [], hint: expect.any(String) });
  });

  it('holds exactly the interactions the consumer tests declare', () => {
    const declared = declaredInteractions();
    const inFile = new Set(interactions.map((i) => i.description));
    expect({
      notDeclared: [...inFile].filter((d) => !declared.has(d)),
      notWritten: [...declared].filter((d) => !inFile.has(d)),
      hint: REGENERATE,
    }).toEqual({ notDeclared: [], notWritten: [], hint: expect.any(String) });
  });
});
