import { useBrand } from '../../../../shared/organisation/useBrand';
import { quoteReferenceOf, type JourneyApplication } from '../../journey-view';
import { OUTCOME_TEXT } from '../outcome-text';

/**
 * What a customer waiting on an outcome needs to hand (decision 2083): the application's reference
 * (the quote number they were given, else the application's id), when to expect an answer, and the
 * organisation's phone number from its profile (the region's default otherwise).
 */
export function OutcomeDetails({ application, when }: { application: JourneyApplication; when?: string }) {
  const brand = useBrand();
  const reference = quoteReferenceOf(application) ?? application.applicationId;
  return (
    <div className="lp-credit-check__details">
      {when && <p className="lp-credit-check__message">{when}</p>}
      <dl className="lp-credit-check__facts">
        <div>
          <dt>{OUTCOME_TEXT.reference}</dt>
          <dd>{reference}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${brand.phoneNumber.replace(/\s+/g, '')}`}>{brand.phoneNumber}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
