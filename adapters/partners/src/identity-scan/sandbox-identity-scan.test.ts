import {
  idDetailsRules,
  scanOutcomeOf,
  validateForm,
  type DocumentSide,
  type IdDetailsField,
} from '@lease-portal/domain';
import {
  CountingSecretTokens,
  SequentialIds,
  SettableClock,
} from '@lease-portal/domain/src/accounts/testing/in-memory-accounts';
import { InMemorySandboxIdentityScanStore } from '@lease-portal/domain/src/identity-check/testing/in-memory-sandbox-identity-scan-store';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describeIdentityScanContract } from './identity-scan.contract';
import { MAX_SCAN_IMAGE_BYTES, SandboxIdentityScan } from './sandbox-identity-scan';
import {
  ID1_ASPECT_RATIO,
  MIN_DOCUMENT_LONG_SIDE_PX,
  MIN_LAPLACIAN_VARIANCE,
  measureScanImage,
} from './scan-image-quality';
import { SPECIMEN_FOLDER, SpecimenCatalogue } from './specimen-catalogue';
import { renderSpecimen } from './specimens/render-specimen';
import {
  FAILING_VARIANTS,
  SPECIMEN_LICENCES,
  specimenFileName,
  type FailingVariant,
  type SpecimenLicence,
} from './specimens/specimen-licences';

const fixture = (id: string, side: DocumentSide, variant?: FailingVariant) =>
  readFile(path.join(SPECIMEN_FOLDER, specimenFileName(id, side, variant)));

/** What a phone or a scanner makes of the file: scaled, a little brighter, saved as a JPEG. */
const photoCopyOf = (image: Uint8Array) =>
  sharp(image).resize({ width: 1000 }).modulate({ brightness: 1.06 }).jpeg({ quality: 70 }).toBuffer();

// One catalogue for the whole file: its fingerprints are taken once. Decoding images takes a while on
// a busy machine.
const catalogue = new SpecimenCatalogue();
jest.setTimeout(30_000);

function aSandbox() {
  const store = new InMemorySandboxIdentityScanStore();
  const tokens = new CountingSecretTokens();
  const scan = new SandboxIdentityScan(
    store,
    tokens,
    new SequentialIds('scan'),
    new SettableClock(),
    catalogue,
  );
  return { scan, store };
}

async function scanned(scan: SandboxIdentityScan, front: Uint8Array, back: Uint8Array) {
  const started = { reference: 'app-1:primary:u1', region: 'AU' } as const;
  const { journeyId } = await scan.submitDocument({ ...started, side: 'Front', image: front });
  await scan.submitDocument({ ...started, journeyId, side: 'Back', image: back });
  return (await scan.journey(journeyId))!;
}

describeIdentityScanContract('the embedded sandbox', async () => ({
  scan: aSandbox().scan,
  images: {
    front: await fixture('au-vic', 'Front'),
    back: await fixture('au-vic', 'Back'),
    blurred: await fixture('au-nsw', 'Front', 'blurred'),
  },
}));

describe("the sandbox's quality checks, on the pixels (journey §5)", () => {
  it.each(SPECIMEN_LICENCES.flatMap((s) => [[s.id, 'Front'] as const, [s.id, 'Back'] as const]))(
    'passes the specimen %s %s on every check',
    async (id, side) => {
      const { checks, measures } = await measureScanImage(await fixture(id, side));
      expect(checks).toEqual({ blur: 'Good', fullDocumentInView: 'Good', lowResolution: 'Good' });
      expect(measures.document).toBeDefined();
      const aspect = measures.document!.width / measures.document!.height;
      expect(Math.abs(aspect / ID1_ASPECT_RATIO - 1)).toBeLessThan(0.05);
    },
  );

  it.each([
    ['blurred', { blur: 'Bad', fullDocumentInView: 'Good', lowResolution: 'Good' }],
    ['cropped', { blur: 'Good', fullDocumentInView: 'Bad', lowResolution: 'Good' }],
    ['low-resolution', { blur: 'Good', fullDocumentInView: 'Good', lowResolution: 'Bad' }],
  ] as const)('fails the %s variant on that check alone', async (variant, expected) => {
    expect((await measureScanImage(await fixture('au-nsw', 'Front', variant))).checks).toEqual(expected);
  });

  it('measures blur as the variance of the Laplacian, against its threshold', async () => {
    const sharpPhoto = await measureScanImage(await fixture('au-nsw', 'Front'));
    const blurred = await measureScanImage(await fixture('au-nsw', 'Front', 'blurred'));
    expect(sharpPhoto.measures.laplacianVariance).toBeGreaterThan(MIN_LAPLACIAN_VARIANCE * 5);
    expect(blurred.measures.laplacianVariance).toBeLessThan(MIN_LAPLACIAN_VARIANCE / 5);
  });

  it('fails a document that fills the photo edge to edge, and a photo of no document at all', async () => {
    const photo = await fixture('au-qld', 'Front');
    const edgeToEdge = await sharp(photo)
      .extract({ left: 94, top: 81, width: 1012, height: 638 })
      .png()
      .toBuffer();
    expect((await measureScanImage(edgeToEdge)).checks.fullDocumentInView).toBe('Bad');
    const plain = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2b2f36' },
    })
      .png()
      .toBuffer();
    expect((await measureScanImage(plain)).checks.fullDocumentInView).toBe('Bad');
  });

  it('judges resolution by the document, not the photo: a small card in a large photo is too low', async () => {
    const photo = await fixture('au-vic', 'Front');
    const smallCard = await sharp(photo).resize({ width: 500 }).toBuffer();
    const onABigDesk = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2b2f36' },
    })
      .composite([{ input: smallCard, left: 550, top: 430 }])
      .png()
      .toBuffer();
    const { checks, measures } = await measureScanImage(onABigDesk);
    expect(measures.document!.width).toBeLessThan(MIN_DOCUMENT_LONG_SIDE_PX);
    expect(checks).toEqual({ blur: 'Good', fullDocumentInView: 'Good', lowResolution: 'Bad' });
  });

  it('reads a photo turned by its EXIF orientation the right way up', async () => {
    const photo = await fixture('au-nsw', 'Front');
    const sideways = await sharp(photo).rotate(90).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const { measures, checks } = await measureScanImage(sideways);
    expect([measures.width, measures.height]).toEqual([1200, 800]);
    expect(checks.fullDocumentInView).toBe('Good');
  });

  it('refuses what is not an image it reads, naming no content', async () => {
    for (const bytes of [
      new Uint8Array(0),
      new TextEncoder().encode('%PDF-1.7\n'),
      new Uint8Array(64).fill(7),
    ]) {
      await expect(measureScanImage(bytes)).rejects.toMatchObject({
        code: 'BAD_INPUT',
        details: { reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE' },
      });
    }
  });
});

describe('the specimen licences', () => {
  it.each(SPECIMEN_LICENCES.map((s) => [s.id, s] as const))(
    '%s is recognised from a photo-quality copy, and its fields are returned',
    async (_id, specimen) => {
      const { scan } = aSandbox();
      const journey = await scanned(
        scan,
        await photoCopyOf(await fixture(specimen.id, 'Front')),
        await photoCopyOf(await fixture(specimen.id, 'Back')),
      );
      expect(journey.HighLevelResult).toBe('Passed');
      expect(
        journey.ProcessedDocuments.map((d) => [d.DocumentSide, d.DocumentCategory, d.DocumentName]),
      ).toEqual([
        ['Front', 'DrivingLicence', specimen.documentName],
        ['Back', 'DrivingLicence', specimen.documentName],
      ]);
      expect(journey.ProcessedDocuments.map((d) => d.ExtractedFields)).toEqual([
        specimen.fields.Front,
        specimen.fields.Back,
      ]);
    },
  );

  it.each(SPECIMEN_LICENCES.map((s) => [s.id, s] as const))(
    "%s gives details the ID form's rules accept as they are",
    async (_id, specimen: SpecimenLicence) => {
      const { scan } = aSandbox();
      const outcome = scanOutcomeOf(
        await scanned(scan, await fixture(specimen.id, 'Front'), await fixture(specimen.id, 'Back')),
      );
      if (outcome.status !== 'passed') throw new Error(`expected passed, got ${outcome.status}`);
      const rules = idDetailsRules({
        region: specimen.region,
        focused: new Set<IdDetailsField>(),
        licenceState: outcome.details.driversLicenceState,
        today: new Date(Date.UTC(2026, 10, 24)),
      });
      expect(validateForm(rules, { ...outcome.details })).toEqual({});
    },
  );

  it('gives no fields for a usable licence it does not know, nor for a side submitted as the other', async () => {
    const { scan } = aSandbox();
    const [nsw] = SPECIMEN_LICENCES;
    const someoneElse: SpecimenLicence = {
      ...nsw!,
      fields: {
        Front: nsw!.fields.Front.map((f) =>
          f.Name === 'LastName'
            ? { ...f, Value: 'Nguyen' }
            : f.Name === 'DocumentNumber'
              ? { ...f, Value: '87654321' }
              : f,
        ),
        Back: [{ Name: 'CardNumber', Value: '2098765432' }],
      },
    };
    const journey = await scanned(
      scan,
      await renderSpecimen(someoneElse, 'Front'),
      await renderSpecimen(someoneElse, 'Back'),
    );
    expect(journey.HighLevelResult).toBe('Refer');
    expect(journey.HighLevelResultDetails).toEqual(['DOCUMENTRECOGNITION:FAILED']);
    expect(journey.ProcessedDocuments.map((d) => [d.DocumentCategory, d.ExtractedFields])).toEqual([
      ['Unknown', []],
      ['Unknown', []],
    ]);
    expect(scanOutcomeOf(journey)).toMatchObject({ status: 'passed', recognised: false, details: {} });

    const swapped = await scanned(scan, await fixture('au-vic', 'Back'), await fixture('au-vic', 'Front'));
    expect(swapped.ProcessedDocuments.every((d) => d.ExtractedFields.length === 0)).toBe(true);
  });

  it('gives no fields from a specimen image that fails a quality check', async () => {
    const { scan } = aSandbox();
    const journey = await scanned(
      scan,
      await fixture('au-nsw', 'Front', 'cropped'),
      await fixture('au-nsw', 'Back'),
    );
    expect(journey.HighLevelResult).toBe('NotAccepted');
    expect(journey.HighLevelResultDetails).toEqual(['FULLDOCUMENTINVIEWCHECK:FAILED']);
    expect(journey.ProcessedDocuments[0]?.ExtractedFields).toEqual([]);
    expect(scanOutcomeOf(journey)).toEqual({ status: 'failed', failedChecks: ['fullDocumentInView'] });
  });

  it('has its images committed for every specimen side and failing variant listed', async () => {
    for (const specimen of SPECIMEN_LICENCES) {
      for (const side of ['Front', 'Back'] as const)
        await expect(fixture(specimen.id, side)).resolves.toBeTruthy();
    }
    for (const variant of FAILING_VARIANTS)
      await expect(fixture('au-nsw', 'Front', variant)).resolves.toBeTruthy();
  });
});

describe('the sandbox journey', () => {
  it('lets a side be captured again, three times at most, and answers the latest', async () => {
    const { scan } = aSandbox();
    const first = await scan.submitDocument({
      reference: 'r',
      region: 'NZ',
      side: 'Front',
      image: await fixture('au-nsw', 'Front', 'blurred'),
    });
    const front = (image: Uint8Array) =>
      scan.submitDocument({ journeyId: first.journeyId, reference: 'r', region: 'NZ', side: 'Front', image });
    await front(await fixture('au-nsw', 'Front', 'cropped'));
    const third = await front(await fixture('nz', 'Front'));
    expect(third).toMatchObject({
      accepted: true,
      journey: { RequiredAction: 'BACK', HighLevelResult: 'Undefined' },
    });
    expect(third.journey.ProcessedDocuments).toHaveLength(1);
    expect(third.journey.ProcessedDocuments[0]).toMatchObject({ Attempt: 3, IssuingCountryCode: 'NZL' });
    await expect(front(await fixture('nz', 'Front'))).rejects.toMatchObject({
      details: { reason: 'IDENTITY_CHECK.ATTEMPTS_EXHAUSTED' },
    });
  });

  it('starts a journey with its first image only, in the definition of its region, keeping no token', async () => {
    const { scan, store } = aSandbox();
    const image = await fixture('nz', 'Front');
    const nz = await scan.submitDocument({ reference: 'r-nz', region: 'NZ', side: 'Front', image });
    const au = await scan.submitDocument({ reference: 'r-au', region: 'AU', side: 'Front', image });
    expect(nz.journeyId).not.toBe(au.journeyId);
    expect([...store.journeys.values()].map((j) => j.journeyDefinitionId)).toEqual([
      'sandbox-nz-driver-licence',
      'sandbox-au-driver-licence',
    ]);
    await expect(
      scan.submitDocument({ reference: 'r', region: 'AU', side: 'Front', image: new Uint8Array([1, 2, 3]) }),
    ).rejects.toMatchObject({ details: { reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE' } });
    expect(store.journeys.size).toBe(2);
    await expect(
      scan.submitDocument({
        journeyId: 'no-such-journey',
        reference: 'r',
        region: 'AU',
        side: 'Back',
        image,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an image over the size limit before reading it', async () => {
    const { scan, store } = aSandbox();
    const image = new Uint8Array(MAX_SCAN_IMAGE_BYTES + 1);
    await expect(
      scan.submitDocument({ reference: 'r', region: 'AU', side: 'Front', image }),
    ).rejects.toMatchObject({
      message: 'File size should be under 10MB.',
    });
    expect(store.sides.size).toBe(0);
    expect(store.journeys.size).toBe(0);
  });

  it('fails as an unreachable service when its fault switch is on', async () => {
    const { scan } = aSandbox();
    scan.faults.failNext('submitDocument');
    const image = await fixture('nz', 'Front');
    await expect(
      scan.submitDocument({ reference: 'r', region: 'AU', side: 'Front', image }),
    ).rejects.toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
  });

  it('logs nothing while reading a licence, so no name, number or date reaches a log', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => undefined),
    );
    const stdout = jest.spyOn(process.stdout, 'write');
    const stderr = jest.spyOn(process.stderr, 'write');
    try {
      const { scan } = aSandbox();
      const journey = await scanned(scan, await fixture('au-qld', 'Front'), await fixture('au-qld', 'Back'));
      expect(journey.HighLevelResult).toBe('Passed');
      await expect(
        scan.submitDocument({
          journeyId: journey.JourneyId,
          reference: 'app-1:primary:u1',
          region: 'AU',
          side: 'Front',
          image: new Uint8Array([1]),
        }),
      ).rejects.toThrow();
      for (const spy of [...spies, stdout, stderr]) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of [...spies, stdout, stderr]) spy.mockRestore();
    }
  });
});
