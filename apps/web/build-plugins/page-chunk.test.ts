/**
 * @jest-environment node
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { pageChunk, pageModules, staticClosure } from './page-chunk';

const imports = new Map<string, string[]>([
  ['/app/ResultsPage.tsx', ['/app/VehicleCard.tsx', '/node_modules/@blueprintjs/core/button.js']],
  ['/app/VehicleCard.tsx', ['/app/PriceDisplay.tsx', '/app/ResultsPage.tsx']],
  ['/app/PriceDisplay.tsx', []],
  ['/app/ShortlistsPage.tsx', ['/app/Other.tsx']],
]);

describe('a page and what it imports make one chunk', () => {
  it('follows static imports however deep, once each, even in a cycle', () => {
    expect([...staticClosure('/app/ResultsPage.tsx', imports)].sort()).toEqual([
      '/app/PriceDisplay.tsx',
      '/app/ResultsPage.tsx',
      '/app/VehicleCard.tsx',
      '/node_modules/@blueprintjs/core/button.js',
    ]);
  });

  it("captures the page's own modules, not npm packages' nor other pages'", () => {
    const { plugin, group } = pageChunk(
      'results-page',
      path.resolve('/app/ResultsPage.tsx'),
      '/calculator/results',
    );
    const parsed = plugin.moduleParsed as (info: { id: string; importedIds: string[] }) => void;
    for (const [id, importedIds] of imports)
      parsed.call(undefined, { id: path.resolve(id), importedIds: importedIds.map((i) => path.resolve(i)) });
    expect(group.test(path.resolve('/app/PriceDisplay.tsx'))).toBe(true);
    expect(group.test(path.resolve('/node_modules/@blueprintjs/core/button.js'))).toBe(false);
    expect(group.test(path.resolve('/app/Other.tsx'))).toBe(false);
  });
});

describe("the page's modules named to the server", () => {
  const chunk = (fileName: string, name: string, imports: string[], isEntry = false) =>
    ({ type: 'chunk', fileName, name, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = {
    entry: chunk('assets/index-A1.js', 'index', ['assets/rolldown-runtime-B2.js'], true),
    runtime: chunk('assets/rolldown-runtime-B2.js', 'rolldown-runtime', []),
    page: chunk('assets/results-page-C3.js', 'results-page', [
      'assets/index-A1.js',
      'assets/rolldown-runtime-B2.js',
      'assets/blueprint-D4.js',
    ]),
    blueprint: chunk('assets/blueprint-D4.js', 'blueprint', ['assets/rolldown-runtime-B2.js']),
    style: { type: 'asset', fileName: 'assets/index-E5.css', name: 'index.css' },
  } as unknown as Rolldown.OutputBundle;

  it("are the page's chunk and what it imports, less what the entry's page names already", () => {
    expect(pageModules('results-page', bundle)).toEqual([
      '/assets/results-page-C3.js',
      '/assets/blueprint-D4.js',
    ]);
  });

  it('are none when the build made no chunk of that name', () => {
    expect(pageModules('shortlists-page', bundle)).toEqual([]);
  });
});
