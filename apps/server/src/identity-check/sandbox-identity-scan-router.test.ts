import express from 'express';
import request from 'supertest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { systemClock } from '@lease-portal/domain';
import { InMemorySandboxIdentityScanStore } from '@lease-portal/domain/src/identity-check/testing/in-memory-sandbox-identity-scan-store';
import {
  MAX_SCAN_IMAGE_BYTES,
  NodeCryptoSecretTokens,
  SandboxIdentityScan,
  SPECIMEN_FOLDER,
} from '@lease-portal/partners';
import { GbgSandbox, SANDBOX_IDENTITY_SCAN_PATH } from './gbg-sandbox';
import { sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

jest.setTimeout(60_000);

const specimen = (file: string) => readFile(path.join(SPECIMEN_FOLDER, file));
const SVC = `${SANDBOX_IDENTITY_SCAN_PATH}/idscanenterprisesvc`;

async function aService() {
  const sandbox = new GbgSandbox(
    new SandboxIdentityScan(
      new InMemorySandboxIdentityScanStore(),
      new NodeCryptoSecretTokens(),
      { next: () => randomUUID() },
      systemClock,
    ),
  );
  const app = express().use(SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter(sandbox));
  const token = async (area: 'scanning' | 'investigation') => {
    const { username, password } = sandbox.accounts[area];
    const answer = await request(app)
      .post(`${SVC}/token`)
      .type('form')
      .send({ grant_type: 'password', username, password, area })
      .expect(200);
    return answer.body.access_token as string;
  };
  const [scanning, investigation] = [await token('scanning'), await token('investigation')];
  const upload = (image: Buffer, journeyId?: string, auth = scanning) =>
    request(app)
      .post(`${SVC}/journey/upload`)
      .set('Authorization', auth)
      .send({
        ...(journeyId ? { JourneyID: journeyId } : {}),
        InputImages: [{ Name: 'WhiteImage', ImageFormat: 'png', Data: image.toString('base64') }],
        IsDocumentExtracted: false,
        Source: 2,
        AdditionalData: [{ Name: 'reference', Value: 'app-1:primary:u1' }],
      });
  const journey = (journeyId: string, auth = investigation) =>
    request(app).get(`${SVC}/Journey/Get`).query({ journeyID: journeyId }).set('Authorization', auth);
  const quality = (journeyId: string, auth = investigation) =>
    request(app)
      .get(`${SVC}/Search/GetEvaluatedPersonEntryValidationResults`)
      .query({ id: journeyId })
      .set('Authorization', auth);
  return { app, sandbox, scanning, investigation, upload, journey, quality };
}

describe("the identity-scan sandbox on GBG IDscan Enterprise's wire (decision 2119)", () => {
  it("gives each area's token to its own user's password only", async () => {
    const { app, sandbox } = await aService();
    const { username, password } = sandbox.accounts.scanning;
    const token = (form: Record<string, string>) => request(app).post(`${SVC}/token`).type('form').send(form);
    const answer = await token({ grant_type: 'password', username, password, area: 'scanning' }).expect(200);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 1200 });
    expect(answer.headers['cache-control']).toBe('no-store');
    await token({ grant_type: 'password', username, password: 'scanpassword', area: 'scanning' }).expect(400);
    await token({ grant_type: 'password', username, password, area: 'investigation' }).expect(400);
    await token({ grant_type: 'client_credentials', username, password, area: 'scanning' }).expect(400);
  });

  it('starts a journey with the first upload, continues it with the back, and answers it to the investigation token', async () => {
    const { app, upload, journey, quality, investigation, scanning } = await aService();
    const front = await upload(await specimen('au-qld-front.png')).expect(200);
    expect(front.headers['cache-control']).toBe('no-store');
    expect(front.body).toEqual({
      JourneyID: expect.any(String),
      RequiredAction: 'BACK',
      HighLevelResult: 'Undefined',
      HighLevelResultDetails: [],
    });
    const journeyId: string = front.body.JourneyID;
    const back = await upload(await specimen('au-qld-back.png'), journeyId).expect(200);
    expect(back.body).toMatchObject({
      JourneyID: journeyId,
      RequiredAction: 'NONE',
      HighLevelResult: 'Passed',
    });

    const read = await journey(journeyId).expect(200);
    expect(read.body).toMatchObject({
      JourneyId: journeyId,
      HighLevelResult: 'Passed',
      AdditionalData: [{ Name: 'reference', Value: 'app-1:primary:u1' }],
    });
    expect(read.body.ProcessedDocuments[0]).toMatchObject({
      DocumentSide: 'Front',
      DocumentCategory: 'DrivingLicence',
      IssuingCountryCode: 'AUS',
    });
    expect(read.body.ProcessedDocuments[0].QualityCheckDetails).toBeUndefined();
    expect(read.body.ProcessedDocuments[1].ExtractedFields).toEqual([
      { Name: 'CardNumber', Value: 'AB12345678', OCRValue: 'AB12345678' },
    ]);
    expect((await quality(journeyId).expect(200)).body.QualityCheckDetails).toEqual([
      { Name: 'BlurCheck', State: 1 },
      { Name: 'FullDocumentInViewCheck', State: 1 },
      { Name: 'LowResolutionCheck', State: 1 },
    ]);

    const url: string = read.body.ProcessedDocuments[0].DocumentImages[0].Url;
    const image = await request(app)
      .get(`${SANDBOX_IDENTITY_SCAN_PATH}${url}`)
      .set('Authorization', investigation);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, await specimen('au-qld-front.png'))).toBe(0);
    await request(app).get(`${SANDBOX_IDENTITY_SCAN_PATH}${url}`).set('Authorization', scanning).expect(401);
    await request(app).get(`${SANDBOX_IDENTITY_SCAN_PATH}${url}`).expect(401);
  });

  it('refuses a wrong token, an unknown journey, a body that is not an upload and what is not an image', async () => {
    const { upload, journey, investigation, scanning } = await aService();
    const front = await specimen('au-vic-front.png');
    await upload(front, undefined, 'not-a-token').expect(401);
    await upload(front, undefined, investigation).expect(401);
    expect((await upload(front, 'no-such-journey').expect(404)).body).toMatchObject({
      Message: expect.any(String),
    });
    expect((await upload(Buffer.from('GIF89a nonsense')).expect(400)).body.Reason).toBe('IMAGE_NOT_READABLE');
    const started = await upload(front).expect(200);
    await journey(started.body.JourneyID, scanning).expect(401);
    await journey('no-such-journey').expect(404);
  });

  it('answers the failed quality checks of a blurred image with state 2', async () => {
    const { upload, quality, journey } = await aService();
    const answer = await upload(await specimen('au-nsw-front-blurred.png')).expect(200);
    expect(answer.body).toMatchObject({
      HighLevelResult: 'NotAccepted',
      HighLevelResultDetails: ['BLURCHECK:FAILED'],
    });
    expect((await quality(answer.body.JourneyID).expect(200)).body.QualityCheckDetails).toContainEqual({
      Name: 'BlurCheck',
      State: 2,
    });
    expect((await journey(answer.body.JourneyID).expect(200)).body.RequiredAction).toBe('NONE');
  });

  it('refuses an image over 10,240,000 bytes', async () => {
    const { upload } = await aService();
    const answer = await upload(Buffer.alloc(MAX_SCAN_IMAGE_BYTES + 1)).expect(413);
    expect(answer.body.Reason).toBe('IMAGE_TOO_LARGE');
  });
});
