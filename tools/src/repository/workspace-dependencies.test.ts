import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every workspace declares the workspaces it imports in its package.json, so npm links them and a
 * reader sees the dependencies without reading the code.
 */
const root = path.resolve(__dirname, '../../..');
const workspaces = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

function importedWorkspaces(folder: string): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('/generated/') && !file.includes('/gql/'));
  const names = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    // Import statements at the start of a line, and require.resolve of a package's files.
    const statements =
      /^\s*(?:import|export)\b[^'"\n]*?(?:from\s+)?'(@lease-portal\/[a-z-]+)|require\.resolve\('(@lease-portal\/[a-z-]+)/gm;
    for (const [, imported, resolved] of text.matchAll(statements)) {
      const name = imported ?? resolved;
      names.add(name!);
    }
  }
  return names;
}

describe('workspace dependencies', () => {
  it.each(workspaces)('%s declares every workspace it imports', (folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    const undeclared = [...importedWorkspaces(folder)].filter(
      (name) => name !== manifest.name && !declared.has(name),
    );
    expect(undeclared).toEqual([]);
  });
});
