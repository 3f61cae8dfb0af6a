import { Classes } from '@blueprintjs/core';
import { shortlistEntries } from '@lease-portal/domain';
import { useShortlist } from '../../shortlist-state';
import { EnquiryForm } from './EnquiryForm';

/** The enquiry form as a page (/calculator/enquire-now), about the whole shortlist. */
export default function EnquireNowPage() {
  const { vehicles, term } = useShortlist();
  return (
    <section className="lp-screen lp-enquiry">
      <h1 className={Classes.HEADING}>Enquire now</h1>
      <EnquiryForm shortlists={shortlistEntries({ vehicles }, term)} />
    </section>
  );
}
