import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** The enquiry form as a page (/calculator/enquire-now). */
export default function EnquireNowPage() {
  return <PlaceholderScreen title="Enquire now" />;
}
