import type { DocumentSide } from '@lease-portal/domain';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentFingerprint, fingerprintCorrelation, MIN_FINGERPRINT_CORRELATION } from './fingerprint';
import { measureScanImage, type ScanImageQuality } from './scan-image-quality';
import { SPECIMEN_LICENCES, specimenFileName, type SpecimenLicence } from './specimens/specimen-licences';

/** Where the specimen licences' images are kept, beside their README. */
export const SPECIMEN_FOLDER = path.join(__dirname, 'specimens');

interface KnownSide {
  specimen: SpecimenLicence;
  side: DocumentSide;
  fingerprint: Float32Array;
}

/**
 * Recognises the specimen licences: each side's fingerprint is taken from its committed image the
 * first time it is needed, and an image whose document correlates with one of them (on the side it
 * was submitted as) is that specimen.
 */
export class SpecimenCatalogue {
  private known: Promise<KnownSide[]> | undefined;

  constructor(
    private readonly folder = SPECIMEN_FOLDER,
    private readonly specimens: readonly SpecimenLicence[] = SPECIMEN_LICENCES,
  ) {}

  byId(id: string): SpecimenLicence | undefined {
    return this.specimens.find((specimen) => specimen.id === id);
  }

  /** The specimen the measured image shows on that side, if any. */
  async recognise(quality: ScanImageQuality, side: DocumentSide): Promise<SpecimenLicence | undefined> {
    const { grey, width, height, document } = quality.analysis;
    const fingerprint = await documentFingerprint(grey, width, height, document);
    let best: { specimen: SpecimenLicence; correlation: number } | undefined;
    for (const known of await this.load()) {
      if (known.side !== side) continue;
      const correlation = fingerprintCorrelation(fingerprint, known.fingerprint);
      if (correlation >= MIN_FINGERPRINT_CORRELATION && correlation > (best?.correlation ?? -1)) {
        best = { specimen: known.specimen, correlation };
      }
    }
    return best?.specimen;
  }

  private load(): Promise<KnownSide[]> {
    this.known ??= Promise.all(
      this.specimens.flatMap((specimen) =>
        (['Front', 'Back'] as const).map(async (side) => {
          const image = await readFile(path.join(this.folder, specimenFileName(specimen.id, side)));
          const { analysis } = await measureScanImage(image);
          const fingerprint = await documentFingerprint(
            analysis.grey,
            analysis.width,
            analysis.height,
            analysis.document,
          );
          return { specimen, side, fingerprint };
        }),
      ),
    ).catch((error: unknown) => {
      this.known = undefined;
      throw error;
    });
    return this.known;
  }
}
