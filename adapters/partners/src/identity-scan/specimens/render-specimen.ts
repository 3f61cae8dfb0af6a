import type { DocumentSide } from '@lease-portal/domain';
import { loadSharp } from '../load-sharp';
import { fieldValue, type FailingVariant, type SpecimenLicence } from './specimen-licences';

/**
 * Draws the specimen licences as a phone would photograph them: the card (ID-1, 1012 × 638 px, about
 * 300 dpi) lying on a dark desk with a margin all round. Drawn from SVG, so the same input gives the
 * same picture; the committed PNGs are the reference (fonts may differ on other machines).
 */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
const CARD = { left: 94, top: 81, width: 1012, height: 638 };
const DESK = '#2b2f36';

interface Design {
  card: string;
  band: string;
  ink: string;
  title: string;
  /** Where the portrait sits on the front. */
  portrait: 'left' | 'right';
}

const DESIGNS: Record<string, Design> = {
  'au-nsw': { card: '#f4f1e4', band: '#1f4e9c', ink: '#10223f', title: 'NEW SOUTH WALES', portrait: 'left' },
  'au-vic': { card: '#eef3f7', band: '#0b6b3a', ink: '#0c2a1a', title: 'VICTORIA', portrait: 'right' },
  'au-qld': { card: '#fbf0f3', band: '#7a1f3d', ink: '#3a0d1c', title: 'QUEENSLAND', portrait: 'left' },
  nz: { card: '#f2f5ec', band: '#5b2a86', ink: '#1b1b1b', title: 'NEW ZEALAND', portrait: 'right' },
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** DD/MM/YYYY as printed on the card. */
const printed = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** A barcode-like stripe pattern derived from the text, so each back is different. */
function stripes(text: string, x: number, y: number, width: number, height: number, ink: string): string {
  const bars: string[] = [];
  let at = x;
  let seed = [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9973, 7);
  while (at < x + width) {
    seed = (seed * 1103 + 12345) % 9973;
    const bar = 3 + (seed % 4) * 3;
    if (seed % 2) bars.push(`<rect x="${at}" y="${y}" width="${bar}" height="${height}" fill="${ink}"/>`);
    at += bar + 2;
  }
  return bars.join('');
}

function text(x: number, y: number, size: number, content: string, fill: string, weight = 'normal') {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escape(content)}</text>`;
}

function frontOf(specimen: SpecimenLicence, design: Design): string {
  const fields = specimen.fields.Front;
  const value = (name: Parameters<typeof fieldValue>[1]) => fieldValue(fields, name);
  const portraitX = design.portrait === 'left' ? 40 : 700;
  const textX = design.portrait === 'left' ? 340 : 40;
  const names = [value('FirstName'), value('MiddleName')].filter(Boolean).join(' ');
  const regionLine =
    specimen.region === 'NZ'
      ? `Licence version ${value('LicenceVersion')}`
      : `Class C   ${value('IssuingStateCode')}`;
  return [
    `<rect x="0" y="0" width="${CARD.width}" height="120" fill="${design.band}"/>`,
    text(40, 80, 50, design.title, '#ffffff', 'bold'),
    text(40, 112, 24, 'DRIVER LICENCE', '#ffffff'),
    `<rect x="${portraitX}" y="160" width="270" height="340" rx="12" fill="#c9ced6"/>`,
    `<circle cx="${portraitX + 135}" cy="270" r="70" fill="#8d96a3"/>`,
    `<rect x="${portraitX + 45}" y="355" width="180" height="145" rx="60" fill="#8d96a3"/>`,
    text(textX, 190, 26, 'NAME', design.band, 'bold'),
    text(textX, 235, 40, value('LastName').toUpperCase(), design.ink, 'bold'),
    text(textX, 280, 34, names, design.ink),
    text(textX, 330, 26, 'ADDRESS', design.band, 'bold'),
    text(textX, 368, 26, value('Address'), design.ink),
    text(textX, 420, 26, 'LICENCE No.', design.band, 'bold'),
    text(textX, 462, 38, value('DocumentNumber'), design.ink, 'bold'),
    text(textX, 520, 26, `DATE OF BIRTH  ${printed(value('BirthDate'))}`, design.ink),
    text(textX, 560, 26, `EXPIRY  ${printed(value('ExpiryDate'))}`, design.ink),
    text(textX, 600, 26, regionLine, design.ink),
    `<text x="470" y="600" font-family="DejaVu Sans, sans-serif" font-size="88" font-weight="bold" fill="${design.band}" fill-opacity="0.16" transform="rotate(-18 470 600)">SPECIMEN</text>`,
  ].join('');
}

function backOf(specimen: SpecimenLicence, design: Design): string {
  const card = fieldValue(specimen.fields.Back, 'CardNumber');
  const conditions =
    specimen.region === 'NZ'
      ? ['ENDORSEMENTS: NIL', 'CONDITIONS: NIL', 'Issued by the transport agency (specimen)']
      : ['CONDITIONS: NIL', 'Organ donor: not recorded', `Issued in ${specimen.issuingStateName} (specimen)`];
  return [
    `<rect x="0" y="40" width="${CARD.width}" height="70" fill="${design.ink}"/>`,
    ...conditions.map((line, i) => text(40, 180 + i * 48, 30, line, design.ink)),
    card ? text(40, 360, 26, 'CARD NUMBER', design.band, 'bold') : '',
    card ? text(40, 410, 44, card, design.ink, 'bold') : '',
    stripes(`${specimen.id}:${card}`, 40, 450, 932, 130, design.ink),
    `<text x="600" y="330" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="${design.band}" fill-opacity="0.18" transform="rotate(-12 600 330)">SPECIMEN</text>`,
  ].join('');
}

/** One side of a specimen as a PNG photo. */
export async function renderSpecimen(specimen: SpecimenLicence, side: DocumentSide): Promise<Buffer> {
  const design = DESIGNS[specimen.id];
  if (!design) throw new Error(`No design for specimen ${specimen.id}.`);
  const content = side === 'Front' ? frontOf(specimen, design) : backOf(specimen, design);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="${DESK}"/>
<g transform="translate(${CARD.left} ${CARD.top})">
<rect width="${CARD.width}" height="${CARD.height}" rx="36" fill="${design.card}"/>
${content}
</g>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The failing variants testers use: blurred (a Gaussian blur, sigma 6), cropped (the photo cut
 * through the card, its right third out of view) and low resolution (the photo at a quarter width).
 */
export async function renderVariant(photo: Buffer, variant: FailingVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(photo);
  if (variant === 'blurred') return image.blur(6).png({ compressionLevel: 9 }).toBuffer();
  if (variant === 'cropped') {
    return image
      .extract({ left: 0, top: 0, width: 800, height: PHOTO_HEIGHT })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  return image
    .resize({ width: PHOTO_WIDTH / 4 })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
