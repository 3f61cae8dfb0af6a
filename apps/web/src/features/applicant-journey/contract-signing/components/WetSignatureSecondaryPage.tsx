import type { ComponentType } from 'react';
import { JourneyPage } from '../../components/JourneyPage';
import { homeKindOf } from '../../journey-view';
import { SecondaryPaperSigningNotice } from './SecondaryPaperSigningNotice';
import '../contract-signing.css';

/**
 * wet-signature-secondary (path secondary-waiting): Authorised Officer (2) of a lease signed on paper,
 * full width without steps (journey §2 'Layout').
 */
export default function WetSignatureSecondaryPage({
  noApplication: NoApplication,
}: {
  noApplication: ComponentType;
}) {
  return (
    <JourneyPage noApplication={NoApplication} step="wet-signature-secondary" whenDone="goOn">
      {({ application, user }) =>
        homeKindOf(application, user.id) === 'secondary' ? <SecondaryPaperSigningNotice /> : <NoApplication />
      }
    </JourneyPage>
  );
}
