import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Classes, Intent } from '@blueprintjs/core';
import {
  calculatorHomeButtonLabel,
  calculatorHomeSteps,
  calculatorHomeTarget,
  homeHeadline,
} from '@lease-portal/domain';
import { LeaseInclusionsDialog } from '../../../shared/lease/LeaseInclusionsDialog';
import { useBrand } from '../../../shared/organisation/useBrand';
import { headlineBody } from '../headline-text';
import { useHomeCreditStatus } from '../hooks/useHomeCreditStatus';
import { useOpenStep } from '../hooks/useOpenStep';
import { scoreboardOf, type JourneyApplication, type JourneyUser } from '../journey-view';
import { FinishedNext } from './FinishedNext';
import { HomeHero } from './HomeHero';
import { ProgressList } from './ProgressList';

/**
 * The calculator applicant's home (journey §2): Home, four steps, lease inclusions and one button.
 * No quote was issued to them, so the nominated-officer welcome never applies (decision 1530).
 */
export function CalculatorHome({
  application,
  user,
}: {
  application: JourneyApplication;
  user: JourneyUser;
}) {
  const brand = useBrand();
  const [inclusionsOpen, setInclusionsOpen] = useState(false);
  const { open, busy } = useOpenStep(application.applicationId, 'status');
  const status = scoreboardOf(application).status;
  const creditStatus = useHomeCreditStatus(application.applicationId, status === 'reviewAndSignContract');
  const headline = homeHeadline({ status, firstName: user.firstName, quoteReassigned: false, creditStatus });

  // A block body: Chromium's scrollTo answers a promise, which React would take for the clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="lp-calculator-home">
      <Link className={`${Classes.BUTTON} ${Classes.MINIMAL} lp-calculator-home__home`} to="/dashboard">
        Home
      </Link>
      <HomeHero
        calculator
        title={headline.title}
        body={headlineBody(headline.kind, brand.companyName, brand.phoneNumber)}
      >
        <Button variant="minimal" icon="info-sign" onClick={() => setInclusionsOpen(true)}>
          Lease inclusions
        </Button>
      </HomeHero>
      {headline.kind === 'congratulations' && <FinishedNext applicationId={application.applicationId} />}
      <ProgressList steps={calculatorHomeSteps(status)} />
      <Button
        className="lp-home__action"
        intent={Intent.PRIMARY}
        size="large"
        loading={busy}
        text={calculatorHomeButtonLabel(status)}
        onClick={() => void open(calculatorHomeTarget(status))}
      />
      <LeaseInclusionsDialog
        region={brand.region}
        isOpen={inclusionsOpen}
        onClose={() => setInclusionsOpen(false)}
      />
    </div>
  );
}
