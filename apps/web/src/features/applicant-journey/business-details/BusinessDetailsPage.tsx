import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { formatBusinessNumber, primaryHomeSteps, regionDefaults } from '@lease-portal/domain';
import { useBrand } from '../../../shared/organisation/useBrand';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { JourneyColumns } from '../components/JourneyColumns';
import { JourneyPage } from '../components/JourneyPage';
import { ProgressList } from '../components/ProgressList';
import { BusinessConfirmation } from './components/BusinessConfirmation';
import { NominateSecondary } from './components/NominateSecondary';
import { OfficerSummary } from './components/OfficerSummary';
import { PrimaryOfficerStep } from './components/PrimaryOfficerStep';
import { useLogout } from './components/SignOutDialogs';
import {
  CreditApplicationAccordion,
  type LoadedJourney,
} from './credit-application/CreditApplicationAccordion';
import {
  businessNotAllowed,
  isSoleTraderApplication,
  layoutOf,
  officersStage,
  type BusinessDetailsLayout,
  type OfficersStage,
} from './officers-view';
import './business-details.css';
import { journeyStatusOf } from '../../../shared/journey/journey-status';

/** businessDetails: the officers, then the credit application (journey §2 'Business details and credit application'). */
export default function BusinessDetailsPage({ noApplication }: { noApplication: ComponentType }) {
  return (
    <JourneyPage noApplication={noApplication} step="businessDetails">
      {(loaded) =>
        loaded.readOnly ? <BusinessDetailsDone loaded={loaded} /> : <BusinessDetails loaded={loaded} />
      }
    </JourneyPage>
  );
}

const TITLE = 'Business Details & Credit Application';

function BusinessDetails({ loaded }: { loaded: LoadedJourney }) {
  const { application, user, reload } = loaded;
  const { region } = useBrand();
  const stage = officersStage(application, user, region);
  const layout = layoutOf(application);

  // When an answer moves the step on, the focus follows to the section that asks the next question,
  // so a keyboard or screen-reader user is not left on a control that has gone.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    document.getElementById(SECTION_IDS[sectionOf(stage, layout)])?.focus();
  }, [layout, stage]);

  if (stage === 'notTheOfficer')
    return <NotTheOfficer layout={layout} status={journeyStatusOf(application.scoreboard.status)} />;

  const soleTrader = isSoleTraderApplication(application);
  const { primaryApplicant: primary, secondaryApplicant: secondary, entityDetails } = application.scoreboard;
  const businessStep = (
    <BusinessConfirmation
      application={application}
      user={user}
      region={region}
      notAllowed={businessNotAllowed(application, region)}
      onConfirmed={reload}
    />
  );

  const officer1 = (
    <Section id={SECTION_IDS.officer1} title="Authorised Officer (1)" key="officer1">
      {primary?.userId && (
        <OfficerSummary
          officer={primary}
          state={primary.confirmed === 'yes' ? 'Confirmed' : 'Nominated, not yet confirmed'}
        />
      )}
      {stage === 'confirmBusiness' && layout === 'standard' && (
        <>
          <p>First, confirm the business this application is for.</p>
          {businessStep}
        </>
      )}
      {stage === 'confirmBusiness' && layout === 'calculator' && (
        <p className="lp-section-wait">Confirm your business above first.</p>
      )}
      {(stage === 'nominatePrimary' || stage === 'confirmPrimary') && (
        <PrimaryOfficerStep
          key={stage}
          mode={stage === 'nominatePrimary' ? 'nominate' : 'confirm'}
          soleTrader={soleTrader}
          region={region}
          ownEmail={user.email}
          onConfirmed={reload}
        />
      )}
    </Section>
  );

  const officer2 = (
    <Section id={SECTION_IDS.officer2} title="Authorised Officer (2)" key="officer2">
      {secondary?.email ? (
        <OfficerSummary officer={secondary} state="Invited" />
      ) : stage === 'nominateSecondary' ? (
        <NominateSecondary region={region} ownEmail={user.email} onNominated={reload} />
      ) : stage === 'settled' ? (
        <p>
          {soleTrader
            ? 'Not needed: a sole trader is the business’s only Authorised Officer.'
            : 'Not needed: the business has one Authorised Officer.'}
        </p>
      ) : (
        <p className="lp-section-wait">Asked once Authorised Officer (1) is confirmed.</p>
      )}
    </Section>
  );

  // Once the officers are settled, the credit application is the Business Details section: it has
  // its own heading and shows the legal business name, so it stands in for the section.
  const business =
    stage === 'settled' ? (
      <div className="lp-business-details__section" key="business" id={SECTION_IDS.business} tabIndex={-1}>
        <CreditApplicationAccordion loaded={loaded} />
      </div>
    ) : (
      <Section id={SECTION_IDS.business} title="Business Details" key="business">
        {entityDetails?.entityName && stage !== 'confirmBusiness' && (
          <dl className="lp-read-only-fields">
            <div>
              <dt>Business</dt>
              <dd>{entityDetails.entityName}</dd>
            </div>
            <div>
              <dt>{regionDefaults(region).businessNumberLabel}</dt>
              <dd>{formatBusinessNumber(region, entityDetails.abn)}</dd>
            </div>
          </dl>
        )}
        {stage === 'confirmBusiness' && layout === 'calculator' ? (
          businessStep
        ) : (
          <p className="lp-section-wait">{waitingText(stage)}</p>
        )}
      </Section>
    );

  const heading = <PageHeading title={TITLE} />;
  if (layout === 'calculator') {
    return (
      <div className="lp-business-details lp-business-details--calculator">
        {heading}
        {business}
        {officer1}
        {officer2}
      </div>
    );
  }
  return (
    <JourneyColumns
      main={
        <div className="lp-business-details">
          {heading}
          {officer1}
          {officer2}
          {business}
        </div>
      }
      column={<ProgressList steps={primaryHomeSteps(journeyStatusOf(application.scoreboard.status))} />}
    />
  );
}

/**
 * The step once the credit application is submitted (decision 2084): what was confirmed, read-only.
 * Nothing here writes, since the server refuses any change to a step that is done; the figures of the
 * credit application are checked, and some changed, on the Application Review.
 */
function BusinessDetailsDone({ loaded }: { loaded: LoadedJourney }) {
  const { application } = loaded;
  const { region } = useBrand();
  const layout = layoutOf(application);
  const soleTrader = isSoleTraderApplication(application);
  const { primaryApplicant: primary, secondaryApplicant: secondary, entityDetails } = application.scoreboard;
  const main = (
    <div className="lp-business-details">
      <PageHeading title={TITLE} />
      <Section id={SECTION_IDS.business} title="Business Details">
        <dl className="lp-read-only-fields">
          <div>
            <dt>Business</dt>
            <dd>{entityDetails?.entityName}</dd>
          </div>
          <div>
            <dt>{regionDefaults(region).businessNumberLabel}</dt>
            <dd>{formatBusinessNumber(region, entityDetails?.abn)}</dd>
          </div>
        </dl>
        <p>
          Your credit application has been saved. You can check its details, and change some of them, on the
          Application Review.
        </p>
      </Section>
      <Section id={SECTION_IDS.officer1} title="Authorised Officer (1)">
        {primary && <OfficerSummary officer={primary} state="Confirmed" />}
      </Section>
      <Section id={SECTION_IDS.officer2} title="Authorised Officer (2)">
        {secondary?.email ? (
          <OfficerSummary officer={secondary} state="Invited" />
        ) : (
          <p>
            {soleTrader
              ? 'Not needed: a sole trader is the business’s only Authorised Officer.'
              : 'Not needed: the business has one Authorised Officer.'}
          </p>
        )}
      </Section>
    </div>
  );
  return layout === 'calculator' ? (
    main
  ) : (
    <JourneyColumns
      main={main}
      column={<ProgressList steps={primaryHomeSteps(journeyStatusOf(application.scoreboard.status))} />}
    />
  );
}

const waitingText = (stage: OfficersStage): string =>
  stage === 'confirmBusiness'
    ? 'The credit application opens once the business and its Authorised Officers are confirmed.'
    : 'The credit application opens once the Authorised Officers are confirmed.';

const SECTION_IDS = {
  officer1: 'lp-officer-1',
  officer2: 'lp-officer-2',
  business: 'lp-business',
} as const;

/** The section a stage is answered in, which takes the focus when the stage moves on. */
function sectionOf(stage: OfficersStage, layout: BusinessDetailsLayout): keyof typeof SECTION_IDS {
  if (stage === 'confirmBusiness') return layout === 'calculator' ? 'business' : 'officer1';
  if (stage === 'nominateSecondary') return 'officer2';
  if (stage === 'settled') return 'business';
  return 'officer1';
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lp-business-details__section" aria-labelledby={id}>
      <h2 id={id} className="lp-business-details__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Someone else is Authorised Officer (1): only Logout is offered (journey §2 'Confirm primary', §6). */
function NotTheOfficer({
  layout,
  status,
}: {
  layout: 'standard' | 'calculator';
  status: Parameters<typeof primaryHomeSteps>[0];
}) {
  const logout = useLogout();
  const main = (
    <div className="lp-business-details">
      <PageHeading title={TITLE} />
      <Section id={SECTION_IDS.officer1} title="Authorised Officer (1)">
        <p>This application is being completed by its nominated Authorised Officer.</p>
        <Button intent={Intent.PRIMARY} text="Logout" onClick={logout} />
      </Section>
    </div>
  );
  return layout === 'calculator' ? (
    main
  ) : (
    <JourneyColumns main={main} column={<ProgressList steps={primaryHomeSteps(status)} />} />
  );
}
