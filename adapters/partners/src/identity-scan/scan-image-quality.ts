import {
  identityCheckErrors,
  QUALITY_CHECK_NAMES,
  SCAN_QUALITY_CHECKS,
  type QualityCheckDetail,
  type ScanQualityCheck,
} from '@lease-portal/domain';
import { loadSharp } from './load-sharp';

/**
 * The sandbox's image quality checks (journey §5: blur, whole document in view, low resolution),
 * computed on the image's pixels. The thresholds were set on the specimen licences and their failing
 * variants (decision 1630) and suit a licence photographed flat on a plain, contrasting surface.
 */

/** Images are analysed at most this wide (never enlarged), so the measures do not depend on the camera. */
export const ANALYSIS_WIDTH_PX = 600;
/**
 * Blur: the variance of the Laplacian of the document's greyscale pixels at the analysis width. Sharp
 * print edges give large second derivatives; a blurred image has few. Below this it is blurred.
 */
export const MIN_LAPLACIAN_VARIANCE = 150;
/** Whole document in view: the outer ring, this share of the shorter side wide, is the surface around it. */
export const RING_WIDTH_SHARE = 0.02;
/** …and at least this share of the ring's pixels are the surface's colour (the document cuts none of it). */
export const MIN_BACKGROUND_RING_SHARE = 0.9;
/** A pixel belongs to the document when a channel differs from the surface's colour by more than this. */
export const DOCUMENT_COLOUR_DISTANCE = 48;
/** A row or column holds the document when at least this share of its pixels do. */
export const DOCUMENT_LINE_SHARE = 0.05;
/** The document found must be card-shaped: an ID-1 card is 85.6 × 53.98 mm. */
export const ID1_ASPECT_RATIO = 85.6 / 53.98;
/** …within this share of that aspect ratio (a card photographed slightly askew still passes). */
export const ASPECT_RATIO_TOLERANCE = 0.15;
/**
 * Low resolution: the document's longer side must span this many pixels of the original image
 * (about 180 dots per inch across a licence), and its shorter side the same at the card's aspect.
 */
export const MIN_DOCUMENT_LONG_SIDE_PX = 600;
export const MIN_DOCUMENT_SHORT_SIDE_PX = Math.floor(MIN_DOCUMENT_LONG_SIDE_PX / ID1_ASPECT_RATIO);
/** Decoding stops above this many pixels (a phone camera has 50 million at most), against image bombs. */
export const MAX_INPUT_PIXELS = 60_000_000;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ScanImageMeasures {
  /** The decoded image's size, after its EXIF orientation. */
  width: number;
  height: number;
  contentType: string;
  laplacianVariance: number;
  backgroundRingShare: number;
  /** Where the document is, in the original image's pixels; absent when none was found. */
  document?: Box;
}

export interface ScanImageQuality {
  measures: ScanImageMeasures;
  checks: Record<ScanQualityCheck, 'Good' | 'Bad'>;
  /** The analysis raster (greyscale) and the document within it, for recognising specimens. */
  analysis: { grey: Buffer; width: number; height: number; document?: Box };
}

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // sharp reads AVIF as 'heif'; its bundled libvips decodes no HEIC.
  heif: 'image/avif',
};

/** Decodes an image, or refuses it as unreadable (not an image, an unaccepted format, too many pixels). */
async function decode(bytes: Uint8Array) {
  const sharp = await loadSharp();
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await source.metadata();
    const contentType = CONTENT_TYPES[metadata.format ?? ''];
    if (!contentType) throw identityCheckErrors.imageNotReadable();
    const upright = source.rotate();
    const { data, info } = await upright
      .clone()
      .resize({ width: ANALYSIS_WIDTH_PX, withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const swapped = (metadata.orientation ?? 1) >= 5;
    const width = swapped ? metadata.height : metadata.width;
    const height = swapped ? metadata.width : metadata.height;
    return { rgb: data, info, width, height, contentType };
  } catch {
    throw identityCheckErrors.imageNotReadable();
  }
}

/** Per-channel median of the given pixels. */
function medianColour(rgb: Buffer, pixels: number[]): [number, number, number] {
  const channel = (c: number) => {
    const values = pixels.map((p) => rgb[p * 3 + c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  return [channel(0), channel(1), channel(2)];
}

/** Finds the document against the surface around it: see the constants above. */
function findDocument(rgb: Buffer, width: number, height: number) {
  const ring = Math.max(2, Math.round(RING_WIDTH_SHARE * Math.min(width, height)));
  const ringPixels: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < ring || y < ring || x >= width - ring || y >= height - ring) ringPixels.push(y * width + x);
    }
  }
  const surface = medianColour(rgb, ringPixels);
  const isDocument = (p: number) =>
    Math.abs(rgb[p * 3]! - surface[0]) > DOCUMENT_COLOUR_DISTANCE ||
    Math.abs(rgb[p * 3 + 1]! - surface[1]) > DOCUMENT_COLOUR_DISTANCE ||
    Math.abs(rgb[p * 3 + 2]! - surface[2]) > DOCUMENT_COLOUR_DISTANCE;
  const backgroundRingShare = ringPixels.filter((p) => !isDocument(p)).length / ringPixels.length;

  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (isDocument(y * width + x)) {
        rows[y]!++;
        columns[x]!++;
      }
    }
  }
  const first = (counts: number[], span: number) => counts.findIndex((n) => n >= DOCUMENT_LINE_SHARE * span);
  const last = (counts: number[], span: number) => {
    for (let i = counts.length - 1; i >= 0; i--) if (counts[i]! >= DOCUMENT_LINE_SHARE * span) return i;
    return -1;
  };
  const top = first(rows, width);
  const left = first(columns, height);
  const document: Box | undefined =
    top < 0 || left < 0
      ? undefined
      : { left, top, width: last(columns, height) - left + 1, height: last(rows, width) - top + 1 };
  return { ring, backgroundRingShare, document };
}

function wholeDocumentInView(found: ReturnType<typeof findDocument>, width: number, height: number): boolean {
  const { ring, backgroundRingShare, document } = found;
  if (!document || backgroundRingShare < MIN_BACKGROUND_RING_SHARE) return false;
  const clearOfTheRing =
    document.left >= ring &&
    document.top >= ring &&
    document.left + document.width <= width - ring &&
    document.top + document.height <= height - ring;
  const aspect = Math.max(document.width, document.height) / Math.min(document.width, document.height);
  return clearOfTheRing && Math.abs(aspect / ID1_ASPECT_RATIO - 1) <= ASPECT_RATIO_TOLERANCE;
}

/** Greyscale (Rec. 601 luma) of the RGB raster. */
function greyOf(rgb: Buffer, pixels: number): Buffer {
  const grey = Buffer.alloc(pixels);
  for (let p = 0; p < pixels; p++) {
    grey[p] = Math.round(0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!);
  }
  return grey;
}

/** Variance of the 4-neighbour Laplacian over the box (its border pixels excluded). */
export function laplacianVariance(grey: Buffer, width: number, box: Box): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = box.top + 1; y < box.top + box.height - 1; y++) {
    for (let x = box.left + 1; x < box.left + box.width - 1; x++) {
      const p = y * width + x;
      const value = grey[p - 1]! + grey[p + 1]! + grey[p - width]! + grey[p + width]! - 4 * grey[p]!;
      sum += value;
      squares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** Measures an image and answers each quality check; throws IMAGE_NOT_READABLE for what is not an image. */
export async function measureScanImage(bytes: Uint8Array): Promise<ScanImageQuality> {
  const { rgb, info, width = 0, height = 0, contentType } = await decode(bytes);
  const found = findDocument(rgb, info.width, info.height);
  const grey = greyOf(rgb, info.width * info.height);
  const whole = { left: 0, top: 0, width: info.width, height: info.height };
  const variance = laplacianVariance(grey, info.width, found.document ?? whole);
  const scale = width / info.width;
  const document = found.document && {
    left: Math.round(found.document.left * scale),
    top: Math.round(found.document.top * scale),
    width: Math.round(found.document.width * scale),
    height: Math.round(found.document.height * scale),
  };
  const span = document ?? { width, height };
  const long = Math.max(span.width, span.height);
  const short = Math.min(span.width, span.height);
  const good = (passes: boolean): 'Good' | 'Bad' => (passes ? 'Good' : 'Bad');
  return {
    measures: {
      width,
      height,
      contentType,
      laplacianVariance: Math.round(variance),
      backgroundRingShare: Number(found.backgroundRingShare.toFixed(3)),
      document,
    },
    checks: {
      blur: good(variance >= MIN_LAPLACIAN_VARIANCE),
      fullDocumentInView: good(wholeDocumentInView(found, info.width, info.height)),
      lowResolution: good(long >= MIN_DOCUMENT_LONG_SIDE_PX && short >= MIN_DOCUMENT_SHORT_SIDE_PX),
    },
    analysis: { grey, width: info.width, height: info.height, document: found.document },
  };
}

/** The checks in the service's words (IEOS QualityCheckDetails), in the spec's order. */
export function qualityCheckDetails(checks: Record<ScanQualityCheck, 'Good' | 'Bad'>): QualityCheckDetail[] {
  return SCAN_QUALITY_CHECKS.map((check) => ({ Name: QUALITY_CHECK_NAMES[check], State: checks[check] }));
}
