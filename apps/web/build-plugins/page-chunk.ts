import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A code-splitting group as Rolldown takes it (`build.rolldownOptions.output.codeSplitting.groups`). */
export interface PageChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/**
 * One chunk for a page loaded on first visit and the app's own modules it imports that the first
 * page's script does not hold. Split automatically, the results page came in 26 files, and on a
 * phone's connection (HTTP/1.1, six at a time) each wave of them cost a round trip before its cards
 * could even be asked for (decision 0603). npm packages are left out: they are imported through
 * index files that name every module they have, so following those would take in every component
 * any page uses; vite.config.ts gives Blueprint a chunk of its own instead. Other pages that share a
 * module with this one load its chunk too, as the calculator's next steps already do ahead of time.
 *
 * The plugin learns the module graph as the build parses it; the group asks it once chunks are made.
 * Give the first page's group precedence (declared before), so the entry keeps what it imports.
 *
 * It also writes PAGE_MODULES_FILE: the page's address and the scripts it loads besides the
 * entry's, which the server names in the page's answer so they load beside the entry rather than
 * after it (apps/server/src/http/web-assets.ts).
 */
export function pageChunk(
  name: string,
  pageFile: string,
  pagePath: string,
): { plugin: Plugin; group: PageChunkGroup } {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | undefined;
  const page = path.resolve(pageFile);
  const plugin: Plugin = {
    name: `lease-portal-page-chunk-${name}`,
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      members = undefined;
    },
    generateBundle(_options, bundle) {
      const modules = pageModules(name, bundle);
      if (modules.length === 0) return;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: JSON.stringify({ [pagePath]: modules }),
      });
    },
  };
  const group: PageChunkGroup = {
    name,
    test(id) {
      members ??= staticClosure(page, imports);
      return members.has(id) && !id.includes(`${path.sep}node_modules${path.sep}`);
    },
  };
  return { plugin, group };
}

/** The module and every module it imports statically, however deep (dynamic imports stay apart). */
export function staticClosure(root: string, imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(imports.get(id) ?? []));
  }
  return seen;
}

/** Where the build lists, by page address, the scripts a page loads that the entry's page does not name. */
export const PAGE_MODULES_FILE = 'page-modules.json';

/**
 * The page's chunk and the chunks it imports statically, as addresses, leaving out the entry and what
 * the entry imports: the page's own HTML names those already.
 */
export function pageModules(name: string, bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const page = chunks.find((chunk) => chunk.name === name && !chunk.isEntry);
  if (!page) return [];
  const named = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [entry.fileName, ...entry.imports]),
  );
  return [page.fileName, ...page.imports].filter((file) => !named.has(file)).map((file) => `/${file}`);
}
