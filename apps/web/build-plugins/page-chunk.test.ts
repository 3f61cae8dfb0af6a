/**
 * @jest-environment node
 */
import path from 'node:path';
import { pageChunk, staticClosure } from './page-chunk';

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
    const { plugin, group } = pageChunk('results-page', path.resolve('/app/ResultsPage.tsx'));
    const parsed = plugin.moduleParsed as (info: { id: string; importedIds: string[] }) => void;
    for (const [id, importedIds] of imports)
      parsed.call(undefined, { id: path.resolve(id), importedIds: importedIds.map((i) => path.resolve(i)) });
    expect(group.test(path.resolve('/app/PriceDisplay.tsx'))).toBe(true);
    expect(group.test(path.resolve('/node_modules/@blueprintjs/core/button.js'))).toBe(false);
    expect(group.test(path.resolve('/app/Other.tsx'))).toBe(false);
  });
});
