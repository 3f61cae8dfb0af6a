import { IconSize, Icons, type IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon of a size (about 100 kB gzipped) the first time any
 * icon renders. Each icon is its own tiny chunk here, so a page downloads only the icons it shows.
 */
type PathsModule = { default: IconPaths };

const standard = import.meta.glob<PathsModule>('@blueprint-icon-paths/16px/paths/*.js');
const large = import.meta.glob<PathsModule>('@blueprint-icon-paths/20px/paths/*.js');

function moduleKey(size: IconSize, name: string): string {
  return `@blueprint-icon-paths/${size === IconSize.STANDARD ? 16 : 20}px/paths/${name}.js`;
}

export function loadIconsOneByOne(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const load = (size === IconSize.STANDARD ? standard : large)[moduleKey(size, name)];
      if (!load) throw new Error(`Unknown Blueprint icon '${name}'`);
      return (await load()).default;
    },
  });
}
