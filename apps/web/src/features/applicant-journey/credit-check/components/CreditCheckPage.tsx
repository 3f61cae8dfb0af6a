import type { ComponentType, ReactNode } from 'react';
import { JourneyPage } from '../../components/JourneyPage';
import { homeKindOf, type JourneyApplication, type JourneyUser } from '../../journey-view';
import { CreditCheckLayout } from './CreditCheckLayout';

/**
 * A credit-check screen: the journey's frame with the application loaded, its layout and progress, and
 * the 'No vehicle application found' notice for someone who is no applicant of it.
 */
export function CreditCheckPage({
  noApplication: NoApplication,
  children,
}: {
  noApplication: ComponentType;
  children: (view: { application: JourneyApplication; user: JourneyUser }) => ReactNode;
}) {
  return (
    <JourneyPage noApplication={NoApplication}>
      {({ application, user }) =>
        homeKindOf(application, user.id) === 'none' ? (
          <NoApplication />
        ) : (
          <CreditCheckLayout application={application} user={user}>
            {children({ application, user })}
          </CreditCheckLayout>
        )
      }
    </JourneyPage>
  );
}
