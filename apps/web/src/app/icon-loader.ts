import { IconSize, Icons, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon of a size (about 100 kB gzipped) the first time any
 * icon renders. Each icon is its own tiny chunk here, so a page downloads only the icons it shows.
 */
type LoadPaths = () => Promise<{ default: IconPaths }>;

/** Vite keys a glob by the file's resolved path; the icon's name is the file's base name. */
function byIconName(modules: Record<string, LoadPaths>): Map<string, LoadPaths> {
  return new Map(
    Object.entries(modules).map(([file, load]) => [
      file.slice(file.lastIndexOf('/') + 1, -'.js'.length),
      load,
    ]),
  );
}

const standard = byIconName(
  import.meta.glob<{ default: IconPaths }>('@blueprint-icon-paths/16px/paths/*.js'),
);
const large = byIconName(import.meta.glob<{ default: IconPaths }>('@blueprint-icon-paths/20px/paths/*.js'));

export async function iconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = (size === IconSize.STANDARD ? standard : large).get(name);
  if (!load) throw new Error(`Unknown Blueprint icon '${name}'`);
  return (await load()).default;
}

export function loadIconsOneByOne(): void {
  Icons.setLoaderOptions({ loader: iconPaths });
}
