import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';
import { APPLICATION_STEPS, type ApplicationStep } from './application-steps';

/** One screen of the applicant journey; each is built by later work. */
export default function ApplicationStepPage({ step }: { step: ApplicationStep }) {
  return <PlaceholderScreen title={APPLICATION_STEPS[step].title} />;
}
