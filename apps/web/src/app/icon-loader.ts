import { IconSize, Icons, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon of a size (about 20 kB gzipped) the first time any
 * icon renders, and a glob over all 1,400 icons puts a 40 kB map of them in the first page.
 * The icons our pages name are listed here instead, each its own tiny chunk; Blueprint's own
 * components draw their icons from static imports and never come here. An icon missing from the
 * list still shows, through Blueprint's loader (icon-loader.test.ts keeps the list complete).
 */
const listedIcons = import.meta.glob<IconPaths>(
  '@blueprint-icon-paths/{16,20}px/paths/{arrow-right,build,camera,chevron-down,chevron-left,chevron-right,chevron-up,circle,cloud-upload,cross,document,download,edit,envelope,error,filter,id-number,info-sign,menu,phone,plus,search,sort-asc,sort-desc,star-empty,tick,tick-circle,time,trash,upload,warning-sign}.js',
  { import: 'default' },
);

/** Vite keys a glob by the file's path: `.../16px/paths/chevron-down.js` is 16px 'chevron-down'. */
const byKey = new Map(
  Object.entries(listedIcons).map(([file, load]) => {
    const [, pixels, name] = /(16|20)px\/paths\/([^/]+)\.js$/.exec(file) ?? [];
    return [`${pixels}/${name}`, load];
  }),
);

export async function iconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const pixels = size === IconSize.STANDARD ? 16 : 20;
  const load = byKey.get(`${pixels}/${name}`);
  if (load) return load();
  if (import.meta.env.DEV) console.warn(`Icon '${name}' is not listed in icon-loader.ts`);
  const { splitPathsBySizeLoader } =
    await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

export function loadIconsOneByOne(): void {
  Icons.setLoaderOptions({ loader: iconPaths });
}
