import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { useJourneyApplication, type JourneyLoad } from '../hooks/useJourneyApplication';
import { JourneyHeader } from './JourneyHeader';
import '../journey.css';

type Loaded = Extract<JourneyLoad, { state: 'loaded' }>;

/**
 * The frame of every journey screen: the journey header, the application of the address loaded, and
 * the 'No vehicle application found' notice (handed in, since features do not import one another).
 */
export function JourneyPage({
  noApplication: NoApplication,
  children,
}: {
  noApplication: ComponentType;
  children: (loaded: Loaded & { reload: () => Promise<void> }) => ReactNode;
}) {
  const { applicationId } = useParams();
  const load = useJourneyApplication(applicationId);
  return (
    <section className="lp-screen lp-journey">
      <JourneyHeader />
      {load.state === 'loading' && <Spinner aria-label="Loading your application" />}
      {load.state === 'none' && <NoApplication />}
      {load.state === 'loaded' && children(load)}
    </section>
  );
}
