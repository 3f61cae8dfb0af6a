import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** Step 2 (/calculator/results, route name calculatorResults). */
export default function ResultsPage() {
  return <PlaceholderScreen title="Step 2. Vehicle results" />;
}
