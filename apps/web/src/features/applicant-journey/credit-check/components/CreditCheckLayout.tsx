import type { ReactNode } from 'react';
import { primaryHomeSteps, secondaryHomeSteps } from '@lease-portal/domain';
import { JourneyColumns } from '../../components/JourneyColumns';
import { ProgressList } from '../../components/ProgressList';
import { homeKindOf, signsOnPaper, type JourneyApplication, type JourneyUser } from '../../journey-view';
import '../credit-check.css';
import { journeyStatusOf } from '../../../../shared/journey/journey-status';

/**
 * The credit-check screens' frame (journey §2): the standard layout with the progress column, at step
 * 4 once the review is submitted; the secondary's own steps; no column in the calculator layout.
 */
export function CreditCheckLayout({
  application,
  user,
  children,
}: {
  application: JourneyApplication;
  user: JourneyUser;
  children: ReactNode;
}) {
  const main = <div className="lp-credit-check">{children}</div>;
  switch (homeKindOf(application, user.id)) {
    case 'calculator':
      return <div className="lp-credit-check--calculator">{main}</div>;
    case 'secondary':
      return (
        <JourneyColumns
          main={main}
          column={
            <ProgressList
              steps={secondaryHomeSteps(application.scoreboard.statusSecondary, signsOnPaper(application))}
            />
          }
        />
      );
    default:
      return (
        <JourneyColumns
          main={main}
          column={<ProgressList steps={primaryHomeSteps(journeyStatusOf(application.scoreboard.status))} />}
        />
      );
  }
}
