import { useState, type ReactNode } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import {
  homeHeadline,
  isQuoteReassigned,
  paperSigningStageOf,
  primaryHomeButtonLabel,
  primaryHomeSteps,
  primaryHomeTarget,
} from '@lease-portal/domain';
import { useBrand } from '../../../shared/organisation/useBrand';
import { headlineBody, STEP_INFO } from '../headline-text';
import { useHomeCreditStatus } from '../hooks/useHomeCreditStatus';
import { useOpenStep } from '../hooks/useOpenStep';
import { quoteReferenceOf, scoreboardOf, type JourneyApplication, type JourneyUser } from '../journey-view';
import { PAPER_SIGNING_NOTICES } from '../contract-signing/contract-signing-view';
import { FinishedNext } from './FinishedNext';
import { IdentityReopenedNotice } from '../identity-check/components/IdentityReopened';
import { HomeHero } from './HomeHero';
import { JourneyColumns } from './JourneyColumns';
import { ProgressList } from './ProgressList';
import { StepInfoDialog } from './StepInfoDialog';

/** Authorised Officer (1)'s home: four steps, Proceed or Log Out (journey §2, §4). */
export function PrimaryHome({
  application,
  user,
  viewQuote,
}: {
  application: JourneyApplication;
  user: JourneyUser;
  /** The Review Quote step's link, shown once the quote is signed. */
  viewQuote: ReactNode;
}) {
  const brand = useBrand();
  const [infoOpen, setInfoOpen] = useState(false);
  const { open, busy } = useOpenStep(application.applicationId, 'status');
  const scoreboard = scoreboardOf(application);
  const status = scoreboard.status;
  const creditStatus = useHomeCreditStatus(application.applicationId, status === 'reviewAndSignContract');
  const headline = homeHeadline({
    status,
    firstName: user.firstName ?? scoreboard.primaryApplicant?.firstName,
    quoteReassigned: isQuoteReassigned(scoreboard, true),
    creditStatus,
  });
  const reference = quoteReferenceOf(application);

  return (
    <JourneyColumns
      main={
        <>
          <HomeHero
            title={headline.title}
            body={headlineBody(headline.kind, brand.companyName, brand.phoneNumber)}
          >
            {reference && <p className="lp-home-hero__quote">Quote number: {reference}</p>}
          </HomeHero>
          <IdentityReopenedNotice applicationId={application.applicationId} role="primary" />
          {/* Where Submit & Complete leads: the signed documents are received, and staff check them (decision 2030). */}
          {scoreboard.wetSignature?.signType === 'wet' &&
            paperSigningStageOf(scoreboard.wetSignature) === 'submitted' && (
              <Callout
                intent={Intent.PRIMARY}
                icon={false}
                title={PAPER_SIGNING_NOTICES.checking.title}
                className="lp-home__documents-received"
              >
                <p>{PAPER_SIGNING_NOTICES.checking.text}</p>
              </Callout>
            )}
          {headline.kind === 'congratulations' && <FinishedNext applicationId={application.applicationId} />}
        </>
      }
      column={
        <>
          <ProgressList
            steps={primaryHomeSteps(status)}
            info={{ step: 'approvals', onOpen: () => setInfoOpen(true) }}
            extras={{
              reviewQuote: application.scoreboard.docusignStatus === 'completed' ? viewQuote : null,
            }}
          />
          <Button
            className="lp-home__action"
            intent={Intent.PRIMARY}
            size="large"
            fill
            loading={busy}
            text={primaryHomeButtonLabel(status)}
            onClick={() => void open(primaryHomeTarget(status))}
          />
          <StepInfoDialog
            title="ID Check & Application Review"
            text={STEP_INFO.primary}
            isOpen={infoOpen}
            onClose={() => setInfoOpen(false)}
          />
        </>
      }
    />
  );
}
