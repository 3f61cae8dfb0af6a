import express from 'express';
import request from 'supertest';
import type { Response } from 'superagent';
import { defaultOrgProfile, type OrgProfile, type PrivacyNotice } from '@lease-portal/domain';
import { privacyNoticeRouter } from './privacy-notice-router';

/** Renders the notice's headings as text, so the test reads which variant was chosen. */
const textRenderer = {
  render: async (notice: PrivacyNotice) =>
    new TextEncoder().encode(notice.sections.map((s) => s.heading).join('\n')),
};

/** Reads a PDF answer's bytes as text. */
const asText = (res: Response, done: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks).toString()));
};

function appFor(profile: OrgProfile, specialIntroducerAbn?: string) {
  const app = express();
  app.use(
    '/documents',
    privacyNoticeRouter({ profileFor: async () => profile, renderer: textRenderer, specialIntroducerAbn }),
  );
  return app;
}

const introducer = (region: 'AU' | 'NZ'): OrgProfile => {
  const profile = defaultOrgProfile(region);
  return {
    ...profile,
    whiteLabel: { ...profile.whiteLabel, introducerName: 'Harbour Motors', introducerAbn: '51824753556' },
  };
};

describe('GET /documents/privacy-collection-notice.pdf', () => {
  it("answers the organisation's notice as a PDF to open in the browser", async () => {
    const res = await request(appFor(introducer('AU')))
      .get('/documents/privacy-collection-notice.pdf')
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="Privacy Collection Notice and Consent.pdf"',
    );
  });

  it("gives the special introducer's applicants its variant, and others the region's", async () => {
    const special = await request(appFor(introducer('AU'), '51 824 753 556'))
      .get('/documents/privacy-collection-notice.pdf')
      .buffer(true)
      .parse(asText);
    expect(special.body).toContain('Sharing with Harbour Motors');

    const ordinary = await request(appFor(introducer('AU'), '53004085616'))
      .get('/documents/privacy-collection-notice.pdf')
      .buffer(true)
      .parse(asText);
    expect(ordinary.body).not.toContain('Sharing with');
  });
});
