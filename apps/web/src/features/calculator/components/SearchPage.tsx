import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';
import { LandingIntro } from './LandingIntro';

/** Step 1 (/calculator and /calculator/search). */
export default function SearchPage() {
  return (
    <>
      <LandingIntro />
      <PlaceholderScreen title="Step 1. Choose your vehicle" level={2} />
    </>
  );
}
