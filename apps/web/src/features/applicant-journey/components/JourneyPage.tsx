import { useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import type { JourneyRouteName } from '@lease-portal/domain';
import { useJourneyApplication, type JourneyLoad } from '../hooks/useJourneyApplication';
import { stepPlacement } from '../journey-steps';
import { journeyPath } from '../journey-view';
import { JourneyHeader } from './JourneyHeader';
import '../journey.css';

type Loaded = Extract<JourneyLoad, { state: 'loaded' }>;

/** What a journey screen is handed: the application loaded, and whether its step is already done. */
export type JourneyScreenProps = Loaded & { reload: () => Promise<void>; readOnly: boolean };

/**
 * The frame of every journey screen: the journey header, the application of the address loaded, and
 * the 'No vehicle application found' notice (handed in, since features do not import one another).
 *
 * A screen that names its `step` follows the one rule of decision 2084: a step the application is
 * past opens read-only (`readOnly`) under a notice with Continue to the step it is at; a step it has
 * not reached, or that is not the viewer's, goes to the step it is at. A step with nothing to show
 * once done (`whenDone="goOn"`: the ID check, the credit check's screens, the paper wait) goes on to
 * the step the application is at too.
 */
export function JourneyPage({
  noApplication: NoApplication,
  step,
  whenDone = 'readOnly',
  children,
}: {
  noApplication: ComponentType;
  step?: JourneyRouteName;
  whenDone?: 'readOnly' | 'goOn';
  children: (loaded: JourneyScreenProps) => ReactNode;
}) {
  const { applicationId } = useParams();
  const load = useJourneyApplication(applicationId);
  const placement =
    load.state === 'loaded' && step ? stepPlacement(load.application, load.user.id, step) : undefined;
  const goOnTo =
    placement?.placement === 'elsewhere' || (placement?.placement === 'done' && whenDone === 'goOn')
      ? placement.next
      : undefined;
  if (load.state === 'loaded' && goOnTo) {
    return <Navigate to={journeyPath(load.application.applicationId, goOnTo)} replace />;
  }
  return (
    <section className="lp-screen lp-journey">
      <JourneyHeader />
      {load.state === 'loading' && <Spinner aria-label="Loading your application" />}
      {load.state === 'none' && <NoApplication />}
      {load.state === 'loaded' && placement?.placement === 'done' && (
        <CompletedStepNotice applicationId={load.application.applicationId} next={placement.next} />
      )}
      {load.state === 'loaded' && children({ ...load, readOnly: placement?.placement === 'done' })}
    </section>
  );
}

/** A step already done: it is shown as it was saved, and Continue leads to the step the application is at. */
function CompletedStepNotice({ applicationId, next }: { applicationId: string; next: JourneyRouteName }) {
  const navigate = useNavigate();
  // A double click goes on once: a second history entry would make Back land on the same step.
  const going = useRef(false);
  const goOn = () => {
    if (going.current) return;
    going.current = true;
    void navigate(journeyPath(applicationId, next));
  };
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" className="lp-completed-step" role="status">
      <p>You have completed this step. It is shown here as you saved it and can no longer be changed.</p>
      <Button intent={Intent.PRIMARY} text="Continue" onClick={goOn} />
    </Callout>
  );
}
