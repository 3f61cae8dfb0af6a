import type { RequestHandler } from 'express';
import type { Container } from 'inversify';
import { defaultOrgProfile, GetOrgProfilesByDomain } from '@lease-portal/domain';
import { PdfPrivacyNotice } from '@lease-portal/documents';
import { privacyNoticeRouter } from './privacy-notice-router';

/** The documents any page may link to, branded for the request's host (mounted at /documents). */
export function documentRouters(
  container: Container,
  specialIntroducerAbn: string | undefined,
): { path: string; handler: RequestHandler }[] {
  const profiles = container.get(GetOrgProfilesByDomain);
  const handler = privacyNoticeRouter({
    profileFor: async (host) => (await profiles.execute(host))[0] ?? defaultOrgProfile(),
    renderer: new PdfPrivacyNotice(),
    ...(specialIntroducerAbn ? { specialIntroducerAbn } : {}),
  });
  return [{ path: '/documents', handler }];
}
