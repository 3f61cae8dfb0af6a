import type { JourneyLoad } from '../../hooks/useJourneyApplication';

/** What JourneyPage hands its children: the loaded application and a way to load it again. */
export type LoadedJourney = Extract<JourneyLoad, { state: 'loaded' }> & { reload: () => Promise<void> };

/**
 * The credit application of the business details step (journey §2 'Business details accordion'):
 * business details, business cashflow details, other details and personal guarantee.
 */
export function CreditApplicationAccordion({ loaded }: { loaded: LoadedJourney }) {
  return (
    <section
      className="lp-credit-application"
      aria-label="Credit application"
      data-application={loaded.application.applicationId}
    />
  );
}
