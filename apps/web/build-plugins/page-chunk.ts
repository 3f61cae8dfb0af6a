import path from 'node:path';
import type { Plugin } from 'vite';

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
 */
export function pageChunk(name: string, pageFile: string): { plugin: Plugin; group: PageChunkGroup } {
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
