import { Router } from 'express';
import {
  isSpecialIntroducer,
  PRIVACY_NOTICE_FILE_NAME,
  privacyCollectionNotice,
  type OrgProfile,
  type PrivacyNoticeRenderer,
} from '@lease-portal/domain';

export interface PrivacyNoticeRouterParts {
  /** The organisation of the request's host (the default profile when none matches). */
  profileFor: (host: string) => Promise<OrgProfile>;
  renderer: PrivacyNoticeRenderer;
  specialIntroducerAbn?: string;
}

/** Where the ID check's agreement links to (mounted at /documents). */
export const PRIVACY_NOTICE_PATH = '/privacy-collection-notice.pdf';

/**
 * The Privacy Collection Notice and Consent of the page's organisation: its region's wording, and the
 * special introducer's variant for that introducer (journey §7 'consent notice ... variants for AU, NZ
 * and the dealer-finance introducer'). Public, like the page that links to it.
 */
export function privacyNoticeRouter({
  profileFor,
  renderer,
  specialIntroducerAbn,
}: PrivacyNoticeRouterParts): Router {
  const router = Router();
  router.get(PRIVACY_NOTICE_PATH, async (req, res, next) => {
    try {
      const profile = await profileFor(req.headers.host ?? '');
      const notice = privacyCollectionNotice({
        region: profile.region,
        profile,
        specialIntroducer: isSpecialIntroducer(profile.whiteLabel.introducerAbn, specialIntroducerAbn),
      });
      const pdf = await renderer.render(notice, profile.theme.primaryColour);
      res
        .type('application/pdf')
        .set({
          'Cache-Control': 'public, max-age=300',
          'Content-Disposition': `inline; filename="${PRIVACY_NOTICE_FILE_NAME}"`,
        })
        .send(Buffer.from(pdf));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
