import type { ComponentType } from 'react';
import { homeKindOf } from '../journey-view';
import { CalculatorHome } from './CalculatorHome';
import { JourneyPage } from './JourneyPage';
import { PrimaryHome } from './PrimaryHome';
import { SecondaryHome } from './SecondaryHome';
import { ViewQuoteLink } from './ViewQuoteLink';

/** /applications/:applicationId: the viewer's home, chosen by their part in the application (§2, §6). */
export default function JourneyHomePage({ noApplication }: { noApplication: ComponentType }) {
  return (
    <JourneyPage noApplication={noApplication}>
      {({ application, user }) => {
        switch (homeKindOf(application, user.id)) {
          case 'primary':
            return (
              <PrimaryHome
                application={application}
                user={user}
                viewQuote={<ViewQuoteLink application={application} />}
              />
            );
          case 'secondary':
            return <SecondaryHome application={application} user={user} />;
          case 'calculator':
            return <CalculatorHome application={application} user={user} />;
          case 'none': {
            const NoApplication = noApplication;
            return <NoApplication />;
          }
        }
      }}
    </JourneyPage>
  );
}
