import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import {
  homeHeadline,
  secondaryHomeButtonLabel,
  secondaryHomeSteps,
  secondaryHomeTarget,
} from '@lease-portal/domain';
import { useBrand } from '../../../shared/organisation/useBrand';
import { headlineBody, secondaryHomeBody, STEP_INFO } from '../headline-text';
import { useHomeCreditStatus } from '../hooks/useHomeCreditStatus';
import { useOpenStep } from '../hooks/useOpenStep';
import { scoreboardOf, signsOnPaper, type JourneyApplication, type JourneyUser } from '../journey-view';
import { FinishedNext } from './FinishedNext';
import { IdentityReopenedNotice } from '../identity-check/components/IdentityReopened';
import { HomeHero } from './HomeHero';
import { JourneyColumns } from './JourneyColumns';
import { ProgressList } from './ProgressList';
import { StepInfoDialog } from './StepInfoDialog';

/** Authorised Officer (2)'s home: the ID check, then signing; on paper only the ID check shows. */
export function SecondaryHome({ application, user }: { application: JourneyApplication; user: JourneyUser }) {
  const brand = useBrand();
  const [infoOpen, setInfoOpen] = useState(false);
  const { open, busy } = useOpenStep(application.applicationId, 'statusSecondary');
  const scoreboard = scoreboardOf(application);
  const status = scoreboard.statusSecondary;
  const wet = signsOnPaper(application);
  const creditStatus = useHomeCreditStatus(
    application.applicationId,
    scoreboard.status === 'reviewAndSignContract',
  );
  const headline = homeHeadline({
    status,
    firstName: user.firstName ?? scoreboard.secondaryApplicant?.firstName,
    quoteReassigned: false,
    creditStatus,
  });

  const primary = scoreboard.primaryApplicant;
  const vehicle = scoreboard.vehicleDetails;
  const body =
    headline.kind === 'congratulations' || headline.kind === 'declined'
      ? headlineBody(headline.kind, brand.companyName, brand.phoneNumber)
      : secondaryHomeBody({
          invitedBy: [primary?.firstName, primary?.lastName].filter(Boolean).join(' ') || undefined,
          businessName:
            scoreboard.companyDetails?.companyLegalName ??
            scoreboard.companyDetails?.companyName ??
            scoreboard.entityDetails?.entityName ??
            undefined,
          vehicle: [vehicle?.make, vehicle?.model].filter(Boolean).join(' ') || undefined,
          companyName: brand.companyName,
          signsOnPaper: wet,
        });

  return (
    <JourneyColumns
      main={
        <>
          <HomeHero title={headline.title} body={body} />
          <IdentityReopenedNotice applicationId={application.applicationId} role="secondary" />
          {headline.kind === 'congratulations' && <FinishedNext applicationId={application.applicationId} />}
        </>
      }
      column={
        <>
          <ProgressList
            steps={secondaryHomeSteps(status, wet)}
            info={{ step: 'approvals', onOpen: () => setInfoOpen(true) }}
          />
          <Button
            className="lp-home__action"
            intent={Intent.PRIMARY}
            size="large"
            fill
            loading={busy}
            text={secondaryHomeButtonLabel(status, wet)}
            onClick={() => void open(secondaryHomeTarget(status, wet))}
          />
          <StepInfoDialog
            title="ID Check"
            text={STEP_INFO.secondary}
            isOpen={infoOpen}
            onClose={() => setInfoOpen(false)}
          />
        </>
      }
    />
  );
}
