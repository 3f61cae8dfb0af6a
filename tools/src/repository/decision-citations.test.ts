import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code and docs cite decisions by file (`docs/decisions/0700-….md`) or by number (`decision 0700`).
 * A renamed or missing decision leaves the reader at a dead end, so every citation must resolve.
 */
const root = path.resolve(__dirname, '../../..');
const decisionsDir = path.join(root, 'docs/decisions');

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|md|sql|graphql|css|sh)$/.test(file))
    .filter((file) => !file.startsWith('contracts/pacts/') && existsSync(path.join(root, file)));
}

function decisionNumbers(): Set<string> {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'docs/decisions'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return new Set(
    out
      .split('\n')
      .map((file) => path.basename(file).slice(0, 4))
      .filter((n) => /^\d{4}$/.test(n)),
  );
}

describe('decision citations', () => {
  const files = trackedTextFiles();
  const numbers = decisionNumbers();

  it('finds the decisions folder', () => {
    expect(numbers.size).toBeGreaterThan(10);
  });

  it('cites only decision files that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, name] of text.matchAll(/docs\/decisions\/(\d{4}-[\w-]+?\.md)/g)) {
        if (!existsSync(path.join(decisionsDir, name!))) broken.push(`${file}: docs/decisions/${name}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites only decision numbers that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, list] of text.matchAll(/\b[Dd]ecisions? ((?:\d{4}(?:, | and | or |, and )?)+)/g)) {
        for (const number of list!.match(/\d{4}/g) ?? []) {
          if (!numbers.has(number)) broken.push(`${file}: decision ${number}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
