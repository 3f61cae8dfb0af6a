/**
 * Writes the specimen licences' images beside this file (decision 1630):
 *   node --import tsx adapters/partners/src/identity-scan/specimens/generate-specimen-images.ts
 * Each specimen's front and back, and the NSW front's failing variants. Run it after changing a
 * specimen or its design, then commit the PNGs: the sandbox recognises the committed files.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSpecimen, renderVariant } from './render-specimen';
import { FAILING_VARIANTS, SPECIMEN_LICENCES, specimenFileName } from './specimen-licences';

export const SPECIMEN_FOLDER = __dirname;
/** The specimen whose front shows each failing variant. */
export const VARIANT_SPECIMEN = 'au-nsw';

async function main(): Promise<void> {
  for (const specimen of SPECIMEN_LICENCES) {
    for (const side of ['Front', 'Back'] as const) {
      const photo = await renderSpecimen(specimen, side);
      await writeFile(path.join(SPECIMEN_FOLDER, specimenFileName(specimen.id, side)), photo);
      if (specimen.id !== VARIANT_SPECIMEN || side !== 'Front') continue;
      for (const variant of FAILING_VARIANTS) {
        const file = specimenFileName(specimen.id, side, variant);
        await writeFile(path.join(SPECIMEN_FOLDER, file), await renderVariant(photo, variant));
      }
    }
  }
}

if (require.main === module) void main();
