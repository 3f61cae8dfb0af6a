import { readFileSync } from 'node:fs';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import type { IdentityScan } from '@lease-portal/domain';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { gbgIdentityScan } from './gbg-connection';
import { GBG_EXAMPLES as EX, GBG_PACT } from './gbg-pact';
import { JOURNEY_PATH, QUALITY_PATH, TOKEN_PATH, UPLOAD_PATH } from './gbg-wire';

const { like, eachLike, regex, integer, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The GBG adapter's side of its contract with GBG IDscan Enterprise (decision 2119): the real
 * `GbgIdentityScan` on its partner layer against Pact's mock server. Every call the adapter makes is
 * an interaction, and a test fails when a method of the identity-scan port has none; the provider side
 * replays them against the portal's GBG sandbox, whose users and tokens stand in for the examples here.
 */

const { states } = GBG_PACT;
const pact = new PactV4({
  consumer: GBG_PACT.consumer,
  provider: GBG_PACT.provider,
  dir: GBG_PACT.dir,
  logLevel: 'warn',
});

const FRONT = readFileSync(EX.front);
const BACK = readFileSync(EX.back);
/** The token as GBG takes it: the whole Authorization header, no scheme. */
const token = { authorization: regex('^[^\\s]+$', EX.accessToken) };
const journeyIdOfState = () => fromProviderState('${journeyId}', EX.journeyId);
/** The front's image, as the journey names it: under the journey, by an id of the service's. */
const FRONT_IMAGE_ID = '1';
const frontImageUrl = `/idscanenterprisesvc/Journey/GetImage?journeyID=${EX.journeyId}&id=${FRONT_IMAGE_ID}&role=WhiteImage`;
/** A PNG of one pixel, standing for the image the service keeps (matched by its content type only). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = async (bytes: Uint8Array) => (bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : undefined);

/**
 * A form body with matchers: Pact's core takes it as JSON and matches the form's fields by them, which
 * the JS builder's `body` (bytes, no matchers) cannot say.
 */
function formBody(request: V4RequestBuilder, fields: Record<string, unknown>): V4RequestBuilder {
  const { interaction } = request as unknown as {
    interaction: { withRequestBody(body: string, contentType: string): void };
  };
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
  return request;
}

/** Each area's token, as the adapter asks for it before its first call there. */
function tokens(...areas: ('scanning' | 'investigation')[]) {
  for (const area of areas) {
    pact
      .addInteraction()
      .uponReceiving(`a password grant for the ${area} area`)
      .withRequest('POST', TOKEN_PATH, (request) =>
        formBody(request, {
          grant_type: 'password',
          username: regex('^\\S+$', EX[area].username),
          password: regex('^\\S+$', EX[area].password),
          area,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          access_token: like(EX.accessToken),
          token_type: like('bearer'),
          expires_in: integer(1200),
        }),
      );
  }
}

/** An upload's body: the image under white light as base64, and our reference with the first. */
const uploadBody = (image: Buffer, journeyId?: unknown) => ({
  ...(journeyId ? { JourneyID: journeyId } : {}),
  InputImages: [{ Name: 'WhiteImage', ImageFormat: 'png', Data: like(image.toString('base64')) }],
  IsDocumentExtracted: false,
  Source: 2,
  ...(journeyId
    ? {}
    : {
        AdditionalData: [
          { Name: 'reference', Value: like(EX.reference) },
          { Name: 'region', Value: 'AU' },
        ],
      }),
});

const document = (side: 'Front' | 'Back') => ({
  DocumentSide: side,
  DocumentCategory: like('DrivingLicence'),
  HighLevelResult: like('Passed'),
  ScanDateTime: like('2026-11-24T09:00:05.000Z'),
  // The front's fields; an NZ licence's back gives none (its version is on the front).
  ...(side === 'Front'
    ? { ExtractedFields: eachLike({ Name: like('LastName'), Value: like('Sample') }) }
    : {}),
  DocumentImages: eachLike({ Role: 'WhiteImage', Url: like(frontImageUrl) }),
});

/** The journey of the front's upload, as it is read back. */
const frontJourney = () => ({
  HighLevelResult: 'Undefined',
  RequiredAction: 'BACK',
  ProcessedDocuments: [document('Front')],
});

/** The journey read back in the given state, and its quality checks, as the adapter reads both. */
function journeyRead(state: string, answer: Record<string, unknown>) {
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(`a read of the journey where ${state}`)
    .withRequest('GET', JOURNEY_PATH, (request) =>
      request.headers(token).query({ journeyID: journeyIdOfState() }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        JourneyId: journeyIdOfState(),
        HighLevelResultDetails: [],
        InitiatedDateTime: like('2026-11-24T09:00:00.000Z'),
        AdditionalData: [{ Name: 'reference', Value: like(EX.reference) }],
        ...answer,
      }),
    );
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(`a read of the quality checks of the journey where ${state}`)
    .withRequest('GET', QUALITY_PATH, (request) => request.headers(token).query({ id: journeyIdOfState() }))
    .willRespondWith(200, (response) =>
      response.jsonBody({ QualityCheckDetails: eachLike({ Name: like('BlurCheck'), State: integer(1) }) }),
    );
}

/** Every method of the identity-scan port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<IdentityScan>()(['submitDocument', 'journey', 'image']);

/** The adapter as the portal builds it, on the mock server; the port's methods it is asked, recorded. */
async function withAdapter<T>(mockServer: V3MockServer, use: (scan: IdentityScan) => Promise<T>) {
  const scan = played.record(
    gbgIdentityScan({
      baseUrl: mockServer.url,
      scanning: EX.scanning,
      investigation: EX.investigation,
      typeOf: png,
      // One attempt each: the contract is about the calls, not the layer's retries.
      http: { maxAttempts: 1, counts: new PartnerCallCounts() },
    }),
  );
  try {
    return await use(scan);
  } finally {
    await scan.close();
  }
}

describe('the GBG adapter, on its contract with GBG IDscan Enterprise', () => {
  it("starts a journey with the front's upload and reads it back, unfinished", async () => {
    tokens('scanning', 'investigation');
    journeyRead(states.front, frontJourney());
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('an upload of a licence front starting a journey')
      .withRequest('POST', UPLOAD_PATH, (request) => request.headers(token).jsonBody(uploadBody(FRONT)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          JourneyID: like(EX.journeyId),
          RequiredAction: 'BACK',
          HighLevelResult: 'Undefined',
          HighLevelResultDetails: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const side = await withAdapter(mockServer, (scan) =>
          scan.submitDocument({ reference: EX.reference, region: 'AU', side: 'Front', image: FRONT }),
        );
        expect(side).toMatchObject({
          journeyId: EX.journeyId,
          side: 'Front',
          accepted: true,
          journey: { HighLevelResult: 'Undefined', RequiredAction: 'BACK' },
        });
        expect(side.journey.ProcessedDocuments[0]?.DocumentCategory).toBe('DrivingLicence');
      });
  });

  it('continues the journey with the back by its JourneyID, and reads it back finished', async () => {
    tokens('scanning', 'investigation');
    journeyRead(states.both, {
      HighLevelResult: like('Passed'),
      RequiredAction: 'NONE',
      ProcessedDocuments: [document('Front'), document('Back')],
    });
    await pact
      .addInteraction()
      .given(states.front)
      .uponReceiving('an upload of a licence back continuing its journey')
      .withRequest('POST', UPLOAD_PATH, (request) =>
        request.headers(token).jsonBody(uploadBody(BACK, journeyIdOfState())),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          JourneyID: journeyIdOfState(),
          RequiredAction: 'NONE',
          HighLevelResult: like('Passed'),
          HighLevelResultDetails: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const side = await withAdapter(mockServer, (scan) =>
          scan.submitDocument({
            journeyId: EX.journeyId,
            reference: EX.reference,
            region: 'AU',
            side: 'Back',
            image: BACK,
          }),
        );
        expect(side).toMatchObject({ journeyId: EX.journeyId, side: 'Back', accepted: true });
        expect(side.journey.RequiredAction).toBeUndefined();
        expect(side.journey.ProcessedDocuments.map((d) => d.DocumentSide)).toEqual(['Front', 'Back']);
      });
  });

  it('reads the image of a side the journey names, with the investigation token', async () => {
    tokens('investigation');
    journeyRead(states.front, frontJourney());
    await pact
      .addInteraction()
      .given(states.front)
      .uponReceiving("a request for the image of the journey's front")
      .withRequest('GET', '/idscanenterprisesvc/Journey/GetImage', (request) =>
        request.headers(token).query({
          journeyID: journeyIdOfState(),
          id: fromProviderState('${imageId}', FRONT_IMAGE_ID),
          role: 'WhiteImage',
        }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'content-type': regex('^image/png.*', 'image/png') })
          .body('image/png', ONE_PIXEL_PNG),
      )
      .executeTest(async (mockServer) => {
        const image = await withAdapter(mockServer, (scan) => scan.image(EX.journeyId, frontImageUrl));
        expect(image?.contentType).toBe('image/png');
        expect(Buffer.from(image?.bytes ?? [])).toEqual(ONE_PIXEL_PNG);
      });
  });

  it('answers an upload to a journey it does not know with 404', async () => {
    tokens('scanning');
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('an upload to a journey that is not known')
      .withRequest('POST', UPLOAD_PATH, (request) =>
        request.headers(token).jsonBody(uploadBody(BACK, EX.unknownJourneyId)),
      )
      .willRespondWith(404, (response) => response.jsonBody({ Message: like('The journey was not found.') }))
      .executeTest(async (mockServer) => {
        await expect(
          withAdapter(mockServer, (scan) =>
            scan.submitDocument({
              journeyId: EX.unknownJourneyId,
              reference: EX.reference,
              region: 'AU',
              side: 'Back',
              image: BACK,
            }),
          ),
        ).rejects.toMatchObject({ code: 'NOT_FOUND', details: { reason: 'IDENTITY_CHECK.JOURNEY_UNKNOWN' } });
      });
  });

  it('answers a read of a journey it does not know with 404', async () => {
    tokens('investigation');
    await pact
      .addInteraction()
      .given(states.nothing)
      .uponReceiving('a read of a journey that is not known')
      .withRequest('GET', JOURNEY_PATH, (request) =>
        request.headers(token).query({ journeyID: EX.unknownJourneyId }),
      )
      .willRespondWith(404, (response) => response.jsonBody({ Message: like('The journey was not found.') }))
      .executeTest(async (mockServer) => {
        expect(await withAdapter(mockServer, (scan) => scan.journey(EX.unknownJourneyId))).toBeUndefined();
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
