import { useBrand } from '../../../../shared/organisation/useBrand';
import { PageHeading } from '../../../../shared/ui/PageHeading';
import type { JourneyApplication } from '../../journey-view';
import { OUTCOME_TEXT } from '../outcome-text';
import { OutcomeActions } from './OutcomeActions';
import { OutcomeDetails } from './OutcomeDetails';

/**
 * A declined application (decision 2083): said plainly and respectfully, with what the customer can
 * do, the application's reference and whom to call. The specification shows no declined screen;
 * decision 1700 had worded it as a referral, which promised an answer that never came.
 */
export function DeclinedMessage({
  application,
  calculator,
}: {
  application: JourneyApplication;
  calculator: boolean;
}) {
  const brand = useBrand();
  return (
    <>
      <PageHeading title={OUTCOME_TEXT.declinedTitle} />
      <p className="lp-credit-check__message">{OUTCOME_TEXT.declinedBody}</p>
      <p className="lp-credit-check__message">{OUTCOME_TEXT.declinedNext}</p>
      <p className="lp-credit-check__message">{OUTCOME_TEXT.callUs(brand.phoneNumber)}</p>
      <OutcomeDetails application={application} />
      <OutcomeActions calculator={calculator} />
    </>
  );
}
