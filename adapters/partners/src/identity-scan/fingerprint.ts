import { loadSharp } from './load-sharp';
import type { Box } from './scan-image-quality';

/** The fingerprint's size: the document shrunk to 256 × 160 grey pixels (about 4 card pixels each). */
export const FINGERPRINT_WIDTH = 256;
export const FINGERPRINT_HEIGHT = 160;
/**
 * Two fingerprints are the same document when their correlation is at least this: a copy re-encoded
 * as a JPEG, scaled, brightened or darkened correlates above 0.97; another card, even one printed on
 * the same design, well below (decision 1630 gives the measures).
 */
export const MIN_FINGERPRINT_CORRELATION = 0.9;
const HIGH_PASS_RADIUS = 2;

/**
 * A perceptual fingerprint of the document in a greyscale raster: the document is cut out, shrunk to
 * 256 × 160 and its brightness normalised (mean 0, unit variance). Unlike a hash of the file's bytes,
 * it survives re-encoding, scaling and changes of light, and does not depend on where the card lies.
 */
export async function documentFingerprint(
  grey: Buffer,
  width: number,
  height: number,
  document: Box = { left: 0, top: 0, width, height },
): Promise<Float32Array> {
  const sharp = await loadSharp();
  const cells = await sharp(grey, { raw: { width, height, channels: 1 } })
    .extract(document)
    .resize(FINGERPRINT_WIDTH, FINGERPRINT_HEIGHT, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const detail = highPass(cells);
  const count = detail.length;
  let mean = 0;
  for (let i = 0; i < count; i++) mean += detail[i]!;
  mean /= count;
  let variance = 0;
  for (let i = 0; i < count; i++) variance += (detail[i]! - mean) ** 2;
  const deviation = Math.sqrt(variance / count) || 1;
  const normalised = new Float32Array(count);
  for (let i = 0; i < count; i++) normalised[i] = (detail[i]! - mean) / deviation;
  return normalised;
}

/**
 * Each cell less the mean of the cells around it (a 5 × 5 box): what is left is the print (text,
 * bars, edges), not the card's large areas of colour, which cards of the same design share.
 */
function highPass(cells: Buffer): Float32Array {
  const w = FINGERPRINT_WIDTH;
  const h = FINGERPRINT_HEIGHT;
  const detail = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -HIGH_PASS_RADIUS; dy <= HIGH_PASS_RADIUS; dy++) {
        for (let dx = -HIGH_PASS_RADIUS; dx <= HIGH_PASS_RADIUS; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
          sum += cells[yy * w + xx]!;
          n++;
        }
      }
      detail[y * w + x] = cells[y * w + x]! - sum / n;
    }
  }
  return detail;
}

/** The correlation of two fingerprints, from -1 to 1 (1: the same picture up to brightness and contrast). */
export function fingerprintCorrelation(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum / a.length;
}
