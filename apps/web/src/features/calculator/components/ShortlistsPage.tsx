import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** Step 3 (/calculator/shortlists). */
export default function ShortlistsPage() {
  return <PlaceholderScreen title="Step 3. Your shortlisted vehicles" />;
}
