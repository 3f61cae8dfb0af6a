import { ESLint } from 'eslint';
import path from 'node:path';

/** The dependency rule is enforced by lint; this proves the rule fires, so it cannot silently rot. */
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(__dirname, '../..', filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the dependency rule', () => {
  it.each([
    ['a framework', "import { Pool } from 'pg';\nexport const p = Pool;\n"],
    ['a Node built-in', "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n"],
    ['a bare Node built-in', "import crypto from 'crypto';\nexport const c = crypto;\n"],
    ['an adapter', "import { x } from '@lease-portal/postgres';\nexport const y = x;\n"],
  ])('refuses %s in domain/', async (_what, source) => {
    expect(await importErrors('domain/src/shared/example.ts', source)).not.toHaveLength(0);
  });

  it('lets the domain import itself', async () => {
    expect(
      await importErrors(
        'domain/src/shared/example.ts',
        "import { isRegion } from './region';\nexport const f = isRegion;\n",
      ),
    ).toHaveLength(0);
  });

  it('refuses an adapter importing an app or another adapter', async () => {
    expect(
      await importErrors(
        'adapters/postgres/src/example.ts',
        "import { a } from '@lease-portal/server';\nexport const b = a;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await importErrors(
        'adapters/graphql/src/example.ts',
        "import { a } from '@lease-portal/postgres';\nexport const b = a;\n",
      ),
    ).not.toHaveLength(0);
  });

  it('lets an adapter import the domain', async () => {
    expect(
      await importErrors(
        'adapters/postgres/src/example.ts',
        "import { isRegion } from '@lease-portal/domain';\nexport const f = isRegion;\n",
      ),
    ).toHaveLength(0);
  });
});
