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
import { SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

jest.setTimeout(60_000);

const specimen = (file: string) => readFile(path.join(SPECIMEN_FOLDER, file));

async function aService() {
  const service = new SandboxIdentityScan(
    new InMemorySandboxIdentityScanStore(),
    new NodeCryptoSecretTokens(),
    { next: () => randomUUID() },
    systemClock,
  );
  const app = express().use(SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter(service));
  const tokens = await service.startJourney({ reference: 'app-1:primary:u1', region: 'AU' });
  const upload = (side: string, image: Buffer, token = tokens.scanningToken) =>
    request(app)
      .post(`${SANDBOX_IDENTITY_SCAN_PATH}/idscanenterprisesvc/journey/upload?side=${side}`)
      .set('Authorization', token)
      .set('Content-Type', 'image/png')
      .send(image);
  const journey = (token = tokens.investigationToken, journeyId = tokens.journeyId) =>
    request(app)
      .get(`${SANDBOX_IDENTITY_SCAN_PATH}/idscanenterprisesvc/journey/get?journeyId=${journeyId}`)
      .set('Authorization', token);
  return { app, service, tokens, upload, journey };
}

describe("the sandbox identity-scan service's REST API", () => {
  it('takes each side with the scanning token and answers the journey to the investigation token', async () => {
    const { app, tokens, upload, journey } = await aService();
    const front = await upload('Front', await specimen('au-qld-front.png')).expect(200);
    expect(front.headers['cache-control']).toBe('no-store');
    expect(front.body).toMatchObject({ side: 'Front', accepted: true, journey: { RequiredAction: 'BACK' } });
    await upload('Back', await specimen('au-qld-back.png')).expect(200);

    const read = await journey().expect(200);
    expect(read.body).toMatchObject({ JourneyId: tokens.journeyId, HighLevelResult: 'Passed' });
    expect(read.body.ProcessedDocuments[1].ExtractedFields).toEqual([
      { Name: 'CardNumber', Value: 'AB12345678' },
    ]);

    const url: string = read.body.ProcessedDocuments[0].DocumentImages[0].Url;
    const image = await request(app).get(url).set('Authorization', tokens.investigationToken).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('attachment');
    expect(Buffer.compare(image.body as Buffer, await specimen('au-qld-front.png'))).toBe(0);
    await request(app).get(url).set('Authorization', tokens.scanningToken).expect(404);
    await request(app).get(url).expect(404);
  });

  it("refuses another journey's token, a wrong token, a bad side and what is not an image", async () => {
    const { upload, journey, tokens, service } = await aService();
    const other = await service.startJourney({ reference: 'app-2:primary:u2', region: 'AU' });
    const front = await specimen('au-vic-front.png');
    // Another journey's scanning token uploads to that journey, never to this one.
    expect((await upload('Front', front, other.scanningToken).expect(200)).body.journeyId).toBe(
      other.journeyId,
    );
    await upload('Front', front, 'not-a-token').expect(404);
    await upload('Front', front, tokens.investigationToken).expect(404);
    expect((await upload('Sideways', front).expect(400)).body.error.reason).toBe(
      'IDENTITY_CHECK.SIDE_INVALID',
    );
    expect((await upload('Front', Buffer.from('GIF89a nonsense')).expect(400)).body.error.reason).toBe(
      'IDENTITY_CHECK.IMAGE_NOT_READABLE',
    );
    await journey(tokens.scanningToken).expect(404);
    await journey(other.investigationToken).expect(404);
    expect((await journey().expect(200)).body.ProcessedDocuments).toEqual([]);
  });

  it('lists the failed quality checks of a blurred image', async () => {
    const { upload } = await aService();
    const answer = await upload('Front', await specimen('au-nsw-front-blurred.png')).expect(200);
    expect(answer.body.accepted).toBe(false);
    expect(answer.body.journey.HighLevelResultDetails).toEqual(['BLURCHECK:FAILED']);
  });

  it('refuses an image over 10,240,000 bytes with the journey’s words', async () => {
    const { upload } = await aService();
    const answer = await upload('Front', Buffer.alloc(MAX_SCAN_IMAGE_BYTES + 1)).expect(413);
    expect(answer.body.error).toEqual({
      code: 'BAD_INPUT',
      reason: 'IDENTITY_CHECK.IMAGE_TOO_LARGE',
      message: 'File size should be under 10MB.',
    });
  });
});
