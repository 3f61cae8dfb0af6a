import type { ComponentType, ReactNode } from 'react';
import type { JourneyRouteName } from '@lease-portal/domain';
import { JourneyPage } from '../../components/JourneyPage';
import { homeKindOf, type JourneyApplication, type JourneyUser } from '../../journey-view';
import { CreditCheckLayout } from './CreditCheckLayout';

/**
 * A credit-check screen: the journey's frame with the application loaded, its layout and progress, and
 * the 'No vehicle application found' notice for someone who is no applicant of it. Opened before the
 * credit check, or once the lease is finished, it goes to the step the application is at (decision 2084).
 */
export function CreditCheckPage({
  noApplication: NoApplication,
  step,
  children,
}: {
  noApplication: ComponentType;
  step: JourneyRouteName;
  children: (view: { application: JourneyApplication; user: JourneyUser }) => ReactNode;
}) {
  return (
    <JourneyPage noApplication={NoApplication} step={step} whenDone="goOn">
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
