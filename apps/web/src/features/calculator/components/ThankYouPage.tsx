import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** After an enquiry (/calculator/thank-you). */
export default function ThankYouPage() {
  return <PlaceholderScreen title="Thank you" />;
}
