import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An operator learns what the portal and `lease-admin` read from their environment in the README's
 * tables, nowhere else: a variable the code reads and the README does not list is a setting nobody
 * can find (issue: partners for real). The variables are found where the code reads them: `env.NAME`,
 * `env['NAME']`, and the names a settings file hands to a reader as strings ('CRM_URL').
 */
const root = path.resolve(__dirname, '../../..');
const RUNTIME_FOLDERS = ['apps/server/src', 'apps/cli/src', 'adapters', 'domain/src'];
/** Read by the platform, not settings of ours. */
const PLATFORM = new Set(['XDG_CONFIG_HOME']);

function runtimeFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...RUNTIME_FOLDERS],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out
    .split('\n')
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|\/testing\/|\.contract\.ts$/.test(file))
    .filter((file) => existsSync(path.join(root, file)));
}

export function variablesReadBy(source: string): string[] {
  if (!/process\.env|ProcessEnv/.test(source)) return [];
  const names = [
    ...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g),
    ...source.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g),
    ...source.matchAll(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g),
  ].map((match) => match[1]!);
  return [...new Set(names)].filter((name) => !PLATFORM.has(name));
}

describe('the README lists every variable the code reads', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const read = new Map<string, string>();
  for (const file of runtimeFiles()) {
    for (const name of variablesReadBy(readFileSync(path.join(root, file), 'utf8'))) read.set(name, file);
  }

  it('finds the variables where the settings are read', () => {
    expect([...read.keys()]).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SALESFORCE_LOGIN_URL', 'DOCUSIGN_PRIVATE_KEY']),
    );
  });

  it('has each in the README, written as code', () => {
    const unlisted = [...read]
      .filter(([name]) => !readme.includes(`\`${name}`))
      .map(([name, file]) => `${name} (${file})`);
    expect(unlisted).toEqual([]);
  });

  it('tells a variable from a string that only looks like one', () => {
    expect(variablesReadBy("const a = 'CRM_URL'; env.PORT; env['HOST']; // process.env")).toEqual([
      'PORT',
      'HOST',
      'CRM_URL',
    ]);
    expect(variablesReadBy("throw new DomainError('PARTNER_UNAVAILABLE')")).toEqual([]);
  });
});
