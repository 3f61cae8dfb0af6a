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

  it.each([
    ['the server importing tools/', 'apps/server/src/example.ts', '@lease-portal/tools'],
    ['the server importing the support tool', 'apps/server/src/example.ts', '@lease-portal/cli'],
    ['an adapter importing tools/', 'adapters/postgres/src/example.ts', '@lease-portal/tools'],
    ['the domain importing tools/', 'domain/src/shared/example.ts', '@lease-portal/tools'],
    ['lease-admin importing tools/', 'apps/cli/src/example.ts', '@lease-portal/tools'],
    ['the web app importing storage', 'apps/web/src/example.ts', '@lease-portal/postgres'],
    ['the web app importing the server', 'apps/web/src/example.ts', '@lease-portal/server'],
  ])('refuses %s', async (_what, file, module) => {
    expect(
      await importErrors(file, `import { a } from '${module}';\nexport const b = a;\n`),
    ).not.toHaveLength(0);
  });

  it('lets tools/ import the apps, and lease-admin the server', async () => {
    const server = "import { a } from '@lease-portal/server';\nexport const b = a;\n";
    expect(await importErrors('tools/src/example.ts', server)).toHaveLength(0);
    expect(await importErrors('apps/cli/src/example.ts', server)).toHaveLength(0);
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
