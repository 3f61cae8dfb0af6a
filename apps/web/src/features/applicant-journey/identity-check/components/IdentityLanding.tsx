import { useState } from 'react';
import { Button, Checkbox, Intent } from '@blueprintjs/core';
import { PRIVACY_NOTICE_TITLE } from '@lease-portal/domain';
import { useBrand } from '../../../../shared/organisation/useBrand';

/** Where the portal serves the organisation's notice, in its region's and introducer's variant (decision 1610). */
export const PRIVACY_NOTICE_URL = '/documents/privacy-collection-notice.pdf';

/**
 * The ID check's landing (journey §2 'ID check'): what the applicant needs, the agreement (ticked by
 * default; Continue needs it), and what to do when they do not agree.
 */
export function IdentityLanding({ onContinue }: { onContinue: () => void }) {
  const brand = useBrand();
  const [agreed, setAgreed] = useState(true);
  return (
    <div className="lp-identity-landing">
      <h3 className="lp-identity-landing__title">Requirements</h3>
      <ul className="lp-identity-landing__requirements">
        <li>A device with a camera: a mobile phone works best.</li>
        <li>Your current driver’s licence.</li>
        <li>Any other authorised officers of the business will be contacted to verify their identity too.</li>
      </ul>
      <Checkbox
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
        labelElement={
          <span>
            I have read the{' '}
            <a href={PRIVACY_NOTICE_URL} target="_blank" rel="noopener">
              {PRIVACY_NOTICE_TITLE}
              <span className="lp-visually-hidden"> (PDF, opens in a new tab)</span>
            </a>{' '}
            and agree to the handling of my personal and biometric information as it describes.
          </span>
        }
      />
      {!agreed && (
        <p className="lp-identity-landing__disagree" role="status">
          If you do not agree, please contact {brand.companyName} on {brand.phoneNumber} or at{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> to verify your identity another
          way.
        </p>
      )}
      <Button intent={Intent.PRIMARY} text="Continue" disabled={!agreed} onClick={onContinue} />
    </div>
  );
}
