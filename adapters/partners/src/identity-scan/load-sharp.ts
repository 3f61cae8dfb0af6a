import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and its libvips, loaded with the first image the portal looks at rather than at every start:
 * they hold some 9 MB of a portal that sees a licence now and then.
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then((loaded) => loaded.default));
