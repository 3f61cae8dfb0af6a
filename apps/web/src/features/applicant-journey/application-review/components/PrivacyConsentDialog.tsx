import { useContext, useMemo } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { isSpecialIntroducer, privacyCollectionNotice } from '@lease-portal/domain';
import { AppConfigContext } from '../../../../shared/config/app-config-context';
import { useOrgProfile } from '../../../../shared/organisation/org-profile-context';

/**
 * 'Review Privacy Collection Notice & Consent' (journey §2 'Application review'): the organisation's
 * notice (its region's, or the special introducer's, decision 1610) in a full-screen dialog; Confirm
 * records the consent.
 */
export function PrivacyConsentDialog({
  isOpen,
  confirming,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { profile, region } = useOrgProfile();
  const specialIntroducerAbn = useContext(AppConfigContext)?.specialIntroducerAbn;
  const notice = useMemo(
    () =>
      privacyCollectionNotice({
        region,
        profile,
        specialIntroducer: isSpecialIntroducer(profile.whiteLabel.introducerAbn, specialIntroducerAbn),
      }),
    [profile, region, specialIntroducerAbn],
  );
  return (
    <Dialog isOpen={isOpen} title={notice.title} onClose={onClose} className="lp-consent-dialog">
      <DialogBody className="lp-consent-dialog__body">
        {notice.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </DialogBody>
      <DialogFooter
        actions={<Button intent={Intent.PRIMARY} text="Confirm" loading={confirming} onClick={onConfirm} />}
      />
    </Dialog>
  );
}
