/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's layers (bulletproof-react): shared -> features -> app, never backwards, and one
 * feature never reaches into another. Checked here so the rule cannot rot unnoticed.
 */
const src = __dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The layer of a file under src: 'app', 'shared', 'features/<name>', or another top folder. */
function layerOf(file: string): string {
  const [top, feature] = path.relative(src, file).split(path.sep);
  return top === 'features' ? `features/${feature}` : (top ?? '');
}

function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']*)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

function allowed(from: string, to: string): boolean {
  if (from === to || to === 'gql') return true;
  if (from === 'shared') return false;
  // The visitor's shortlist is state every calculator page shares (decision 1000).
  if (from.startsWith('features/')) return to === 'shared' || to === 'features/shortlist-state';
  if (from === 'app') return to === 'shared' || to.startsWith('features/');
  return from === 'main.tsx' || from === 'testing';
}

describe('the web app layers', () => {
  const violations = sourceFiles(src).flatMap((file) =>
    relativeImports(file)
      .filter((target) => !allowed(layerOf(file), layerOf(target)))
      .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
  );

  it('imports only shared -> features -> app, and no feature imports another', () => {
    expect(violations).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const fromRouter = relativeImports(path.join(src, 'app', 'pages.ts')).map(layerOf);
    expect(fromRouter).toEqual(expect.arrayContaining(['features/vehicle-search', 'features/applications']));
  });
});
