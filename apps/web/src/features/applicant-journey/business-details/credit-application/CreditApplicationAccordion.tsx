import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Collapse, Intent, OverlayToaster, Spinner, Tag, Toast } from '@blueprintjs/core';
import type { PropertyUpdateInput } from '../../../../gql/graphql';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { PROGRESS_SAVED } from '../../../../shared/session/signed-out-reason';
import { useOrgProfile } from '../../../../shared/organisation/org-profile-context';
import type { JourneyLoad } from '../../hooks/useJourneyApplication';
import { journeyPath } from '../../journey-view';
import { CashflowStep } from './CashflowStep';
import {
  CREDIT_STEP_TITLES,
  CREDIT_STEPS,
  creditApplicationOf,
  entityDetailsValuesOf,
  financeValuesOf,
  firstOpenStep,
  legalBusinessNameOf,
  savedSteps,
  soleTraderApplication,
  stepUnlocked,
  vehiclePriceOf,
  type CreditApplication,
  type CreditStep,
} from './credit-application-form';
import { EntityDetailsStep } from './EntityDetailsStep';
import { FinanceDetailsStep } from './FinanceDetailsStep';
import { GetCreditApplication } from './graphql/getCreditApplication';
import { SaveCreditApplicationSection } from './graphql/saveCreditApplicationSection';
import { fieldMessagesOf, SAVE_FAILED_MESSAGE } from './save-refusal';
import './credit-application.css';

/** What JourneyPage hands its children: the loaded application and a way to load it again. */
export type LoadedJourney = Extract<JourneyLoad, { state: 'loaded' }> & { reload: () => Promise<void> };

/** Saves one section; resolves true on status '200', else reports and resolves false. */
export type SaveSection = (
  params: PropertyUpdateInput,
) => Promise<{ saved: boolean; fields: Record<string, string> }>;
/** Shows an error notification (journey §8). */
export type Notify = (message: string) => void;

/**
 * The credit application of the business details step (journey §2 'Business details accordion',
 * §4 'Business details steps'): three steps, each unlocked once the one before is saved; saved steps
 * collapse and are restored, counted complete, on load.
 */
export function CreditApplicationAccordion({ loaded }: { loaded: LoadedJourney }) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [application, setApplication] = useState<CreditApplication>();

  useEffect(() => {
    let current = true;
    void runWithRetry(async () => {
      const { data } = await client.query({ query: GetCreditApplication, fetchPolicy: 'network-only' });
      const found = data && creditApplicationOf(data);
      if (!found) throw new Error('No application answer');
      return found;
    }).then((found) => {
      if (current && found) setApplication(found);
    });
    return () => {
      current = false;
    };
  }, [client, runWithRetry, loaded.application.applicationId]);

  if (!application) return <Spinner aria-label="Loading your credit application" />;
  return <CreditApplicationSteps application={application} reload={loaded.reload} />;
}

function CreditApplicationSteps({
  application,
  reload,
}: {
  application: CreditApplication;
  reload: () => Promise<void>;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  // The organisation's region decides the rules, as on the server (journey §6).
  const { region } = useOrgProfile();
  const { applicationId } = application;
  const details = application.scoreboard.businessDetails;

  const [saved, setSaved] = useState<ReadonlySet<CreditStep>>(() => savedSteps(application));
  const [open, setOpen] = useState<CreditStep | undefined>(() => firstOpenStep(savedSteps(application)));
  const [notices, setNotices] = useState<readonly { key: number; message: string }[]>([]);

  const notify = useCallback<Notify>((message) => {
    setNotices((previous) => [...previous, { key: Date.now() + Math.random(), message }]);
  }, []);

  const save = useCallback<SaveSection>(
    async (params) => {
      try {
        const { data } = await client.mutate({
          mutation: SaveCreditApplicationSection,
          variables: { applicationId, params },
        });
        if (data?.createOrUpdateProperty.status !== '200') throw new Error('Not saved');
        return { saved: true, fields: {} };
      } catch (error) {
        // The first error's message is kept out of sight; a generic notification shows (journey §8).
        notify(SAVE_FAILED_MESSAGE);
        return { saved: false, fields: fieldMessagesOf(error) };
      }
    },
    [applicationId, client, notify],
  );

  const finished = (step: CreditStep) => {
    const next = new Set(saved).add(step);
    setSaved(next);
    setOpen(
      CREDIT_STEPS.find(
        (later) => CREDIT_STEPS.indexOf(later) > CREDIT_STEPS.indexOf(step) && !next.has(later),
      ),
    );
  };

  const soleTrader = soleTraderApplication(application);
  const price = vehiclePriceOf(application);

  const panels: Record<CreditStep, ReactNode> = {
    entityDetails: (
      <EntityDetailsStep
        region={region}
        legalName={legalBusinessNameOf(application)}
        initial={entityDetailsValuesOf(details?.entityDetails)}
        save={save}
        onSaved={() => finished('entityDetails')}
      />
    ),
    cashflow: (
      <CashflowStep initial={details?.annualRevenue ?? ''} save={save} onSaved={() => finished('cashflow')} />
    ),
    financeDetails: (
      <FinanceDetailsStep
        applicationId={applicationId}
        initial={financeValuesOf(details?.financeDetails, price)}
        price={price}
        soleTrader={soleTrader}
        save={save}
        notify={notify}
        onSubmitted={() => {
          // The page reads the application again as it is left: it stays on screen until the next
          // page's code has loaded, and Back pressed meanwhile returns to it, as submitted (decision 2084).
          void reload();
          void navigate(journeyPath(applicationId, 'approvals'));
        }}
        onClosed={() => void navigate('/logout', { replace: true, state: PROGRESS_SAVED })}
      />
    ),
  };

  return (
    <section className="lp-credit-application" aria-labelledby="lp-credit-application-title">
      <h2 id="lp-credit-application-title" className="lp-credit-application__title">
        Business Details
      </h2>
      <ol className="lp-credit-steps">
        {CREDIT_STEPS.map((step, index) => {
          const unlocked = stepUnlocked(step, saved);
          const isOpen = open === step && unlocked;
          const status = saved.has(step) ? 'Completed' : unlocked ? 'In Progress' : 'Pending';
          const buttonId = `lp-credit-step-${step}`;
          const panelId = `${buttonId}-panel`;
          return (
            <li
              key={step}
              className={`lp-credit-step lp-credit-step--${status === 'In Progress' ? 'progress' : status.toLowerCase()}`}
            >
              <h3 className="lp-credit-step__heading">
                <button
                  type="button"
                  id={buttonId}
                  className="lp-credit-step__toggle"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  disabled={!unlocked}
                  onClick={() => setOpen(isOpen ? undefined : step)}
                >
                  <span className="lp-credit-step__number">Step {index + 1}</span>
                  <span className="lp-credit-step__name">{CREDIT_STEP_TITLES[step]}</span>
                  <Tag
                    minimal
                    round
                    intent={
                      status === 'Completed'
                        ? Intent.SUCCESS
                        : status === 'In Progress'
                          ? Intent.PRIMARY
                          : Intent.NONE
                    }
                    className="lp-credit-step__status"
                  >
                    {status}
                  </Tag>
                </button>
              </h3>
              <Collapse isOpen={isOpen} keepChildrenMounted>
                <div id={panelId} role="region" aria-labelledby={buttonId} className="lp-credit-step__panel">
                  {unlocked && panels[step]}
                </div>
              </Collapse>
            </li>
          );
        })}
      </ol>
      <OverlayToaster position="top">
        {notices.map((notice) => (
          <Toast
            key={notice.key}
            intent={Intent.DANGER}
            icon="error"
            message={notice.message}
            onDismiss={() => setNotices((previous) => previous.filter((item) => item.key !== notice.key))}
          />
        ))}
      </OverlayToaster>
    </section>
  );
}
