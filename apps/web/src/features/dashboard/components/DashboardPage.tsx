import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** The signed-in customer's dashboard (/dashboard). */
export default function DashboardPage() {
  return <PlaceholderScreen title="Welcome" />;
}
