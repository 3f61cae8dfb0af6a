import type { IncomingMessage } from 'node:http';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { json, startFaultServer, type FaultServer } from '../../partner-http/fault-server';
import { gbgIdentityScan } from './gbg-connection';
import { fieldsOf, highLevelResultOf, journeyOf } from './gbg-identity-scan';
import { journeyWire, qualityWire, uploadAnswerWire } from './gbg-wire';
import {
  GBG_EXPIRED_JOURNEY,
  GBG_PASSED_JOURNEY,
  GBG_QUALITY_BLURRED,
  GBG_UNFINISHED_JOURNEY,
} from './testing/gbg-documented-answers';

const none = { QualityCheckDetails: [] };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const typeOf = async (bytes: Uint8Array) => (bytes[0] === 0x89 ? 'image/png' : undefined);

describe("GBG's journey in the domain's words (documented answers)", () => {
  it('reads a passed journey: each side with its fields, dates as YYYY-MM-DD, images from JourneyImages', () => {
    const journey = journeyOf(journeyWire.parse(GBG_PASSED_JOURNEY), qualityWire.parse(none));
    expect(journey).toMatchObject({
      JourneyId: GBG_PASSED_JOURNEY.JourneyId,
      HighLevelResult: 'Passed',
      AdditionalData: [{ Name: 'reference', Value: 'app-1:primary:user-1' }],
    });
    expect(journey.RequiredAction).toBeUndefined();
    const [front, back] = journey.ProcessedDocuments;
    expect(front).toMatchObject({
      DocumentSide: 'Front',
      DocumentCategory: 'DrivingLicence',
      IssuingCountryCode: 'AUS',
      IssuingStateName: 'New South Wales',
      Attempt: 1,
      HighLevelResult: 'Passed',
      DocumentImages: [{ Role: 'WhiteImage', Url: GBG_PASSED_JOURNEY.JourneyImages[0]!.ImageUrl }],
    });
    expect(front!.ExtractedFields).toEqual([
      { Name: 'FirstName', Value: 'JANE' },
      { Name: 'LastName', Value: 'CITIZEN' },
      { Name: 'BirthDate', Value: '1985-03-14' },
      { Name: 'ExpiryDate', Value: '2031-07-21' },
      { Name: 'DocumentNumber', Value: '12345678' },
      { Name: 'IssuingStateCode', Value: 'NSW' },
    ]);
    expect(back).toMatchObject({
      DocumentSide: 'Back',
      ExtractedFields: [{ Name: 'CardNumber', Value: '2012345678' }],
    });
    expect(back!.DocumentImages[0]!.Url).toBe(GBG_PASSED_JOURNEY.JourneyImages[1]!.ImageUrl);
    expect(journey.ProcessedDocuments.flatMap((d) => d.QualityCheckDetails.map((c) => c.State))).toEqual(
      Array(6).fill('Good'),
    );
  });

  it("keeps GBG's results: Expired with its details, Undefined with the side still needed", () => {
    expect(journeyOf(journeyWire.parse(GBG_EXPIRED_JOURNEY), none)).toMatchObject({
      HighLevelResult: 'Expired',
      HighLevelResultDetails: ['DOCUMENTEXPIRY:FAILED'],
    });
    const unfinished = journeyOf(journeyWire.parse(GBG_UNFINISHED_JOURNEY), none);
    expect(unfinished).toMatchObject({ HighLevelResult: 'Undefined', RequiredAction: 'BACK' });
    expect(unfinished.ProcessedDocuments.map((d) => d.DocumentSide)).toEqual(['Front']);
    expect(highLevelResultOf('Aborted')).toBe('NotAccepted');
    expect(highLevelResultOf('NotSupported')).toBe('NotSupported');
    expect(highLevelResultOf('SomethingNew')).toBe('Refer');
  });

  it("fails the latest document's checks that GBG evaluated as state 2, and reads no field from it", () => {
    const journey = journeyOf(
      journeyWire.parse(GBG_UNFINISHED_JOURNEY),
      qualityWire.parse(GBG_QUALITY_BLURRED),
    );
    expect(journey.ProcessedDocuments[0]).toMatchObject({
      HighLevelResult: 'NotAccepted',
      DocumentCategory: 'Unknown',
      ExtractedFields: [],
      QualityCheckDetails: [
        { Name: 'BlurCheck', State: 'Bad' },
        { Name: 'FullDocumentInViewCheck', State: 'Good' },
        { Name: 'LowResolutionCheck', State: 'Good' },
      ],
    });
  });

  it('fails a check its HighLevelResultDetails name as failed, when the evaluated checks are not answered', () => {
    const journey = journeyOf(
      journeyWire.parse({ ...GBG_UNFINISHED_JOURNEY, HighLevelResultDetails: ['LOWRESOLUTIONCHECK:FAILED'] }),
      none,
    );
    expect(journey.ProcessedDocuments[0]!.QualityCheckDetails).toContainEqual({
      Name: 'LowResolutionCheck',
      State: 'Bad',
    });
  });

  it('reads only the fields the domain knows, a value or else its OCR value, and drops a date it cannot read', () => {
    expect(
      fieldsOf({
        DocumentSide: 'Front',
        ExtractedFields: [
          { Name: 'Nationality', Value: 'AUS' },
          { Name: 'LastName', Value: '  ', OCRValue: 'CITIZEN' },
          { Name: 'BirthDate', Value: '14 MAR 1985' },
        ],
      }),
    ).toEqual([{ Name: 'LastName', Value: 'CITIZEN' }]);
  });

  it("refuses an answer that is not GBG's journey", () => {
    expect(journeyWire.safeParse({ HighLevelResult: 'Passed' }).success).toBe(false);
    expect(uploadAnswerWire.safeParse({ RequiredAction: 'BACK' }).success).toBe(false);
  });
});

describe('the GBG adapter on its partner layer', () => {
  let server: FaultServer;
  const bodies: { url: string; body: string; authorization?: string }[] = [];
  let tokens = 0;

  beforeEach(async () => {
    bodies.length = 0;
    tokens = 0;
    server = await startFaultServer();
    server.answer = (request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push({
          url: request.url ?? '',
          body,
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        });
        const url = new URL(request.url ?? '/', server.baseUrl);
        if (url.pathname === '/idscanenterprisesvc/token') {
          const area = new URLSearchParams(body).get('area');
          return json(response, 200, {
            access_token: `${area}-token-${++tokens}`,
            token_type: 'bearer',
            expires_in: 1200,
          });
        }
        if (url.pathname === '/idscanenterprisesvc/journey/upload')
          return json(response, 200, {
            JourneyID: GBG_UNFINISHED_JOURNEY.JourneyId,
            RequiredAction: 'BACK',
            HighLevelResult: 'Undefined',
          });
        if (url.pathname === '/idscanenterprisesvc/Journey/Get')
          return json(response, 200, GBG_UNFINISHED_JOURNEY);
        if (url.pathname.endsWith('GetEvaluatedPersonEntryValidationResults'))
          return json(response, 200, none);
        json(response, 404, { Message: 'not found' });
      });
    };
  });
  afterEach(() => server.close());

  const adapter = () =>
    gbgIdentityScan({
      baseUrl: server.baseUrl,
      scanning: { username: 'scanuser', password: 'scan-secret' },
      investigation: { username: 'invuser', password: 'inv-secret' },
      typeOf,
      http: { maxAttempts: 1, counts: new PartnerCallCounts() },
    });

  it('signs in to each area with the password grant once, and sends the token as GBG takes it, without a scheme', async () => {
    const scan = adapter();
    try {
      for (let n = 0; n < 2; n++) {
        await scan.submitDocument({
          reference: 'app-1:primary:user-1',
          region: 'AU',
          side: 'Front',
          image: PNG,
        });
      }
    } finally {
      await scan.close();
    }
    const grants = bodies
      .filter((b) => b.url === '/idscanenterprisesvc/token')
      .map((b) => Object.fromEntries(new URLSearchParams(b.body)));
    expect(grants.sort((a, b) => a.area!.localeCompare(b.area!))).toEqual([
      { grant_type: 'password', username: 'invuser', password: 'inv-secret', area: 'investigation' },
      { grant_type: 'password', username: 'scanuser', password: 'scan-secret', area: 'scanning' },
    ]);
    const uploads = bodies.filter((b) => b.url === '/idscanenterprisesvc/journey/upload');
    expect(uploads.map((u) => u.authorization)).toEqual([
      expect.stringMatching(/^scanning-token-\d$/),
      expect.stringMatching(/^scanning-token-\d$/),
    ]);
    expect(JSON.parse(uploads[0]!.body)).toEqual({
      InputImages: [{ Name: 'WhiteImage', ImageFormat: 'png', Data: Buffer.from(PNG).toString('base64') }],
      IsDocumentExtracted: false,
      Source: 2,
      AdditionalData: [
        { Name: 'reference', Value: 'app-1:primary:user-1' },
        { Name: 'region', Value: 'AU' },
      ],
    });
    const reads = bodies.filter((b) => b.url.startsWith('/idscanenterprisesvc/Journey/Get'));
    expect(reads.every((r) => /^investigation-token-\d$/.test(r.authorization ?? ''))).toBe(true);
  });

  it('continues a journey by its JourneyID and answers the side with the journey read back', async () => {
    const scan = adapter();
    try {
      const back = await scan.submitDocument({
        journeyId: 'j-1',
        reference: 'r',
        region: 'AU',
        side: 'Front',
        image: PNG,
      });
      expect(back).toMatchObject({
        journeyId: GBG_UNFINISHED_JOURNEY.JourneyId,
        accepted: true,
        journey: { RequiredAction: 'BACK' },
      });
    } finally {
      await scan.close();
    }
    const upload = bodies.find((b) => b.url === '/idscanenterprisesvc/journey/upload')!;
    expect(JSON.parse(upload.body)).toMatchObject({ JourneyID: 'j-1' });
    expect(JSON.parse(upload.body).AdditionalData).toBeUndefined();
  });

  it('refuses what is not an image without calling GBG, and never sends its token to an image on another host', async () => {
    const scan = adapter();
    try {
      await expect(
        scan.submitDocument({
          reference: 'r',
          region: 'AU',
          side: 'Front',
          image: new Uint8Array([1, 2, 3]),
        }),
      ).rejects.toMatchObject({ details: { reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE' } });
      expect(bodies).toEqual([]);
      expect(await scan.image('j-1', 'https://elsewhere.example/steal?id=1')).toBeUndefined();
      expect(bodies).toEqual([]);
    } finally {
      await scan.close();
    }
  });
});
