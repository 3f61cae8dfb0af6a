import { Classes, Icon } from '@blueprintjs/core';
import { CALCULATOR_HOME_ITEMS, dashboardActiveSteps, type ApplicationStatus } from '@lease-portal/domain';

/** The five steps: the calculator home's four, then the finished lease (decision 1020). */
export const DASHBOARD_STEP_TITLES = [...CALCULATOR_HOME_ITEMS.map((item) => item.title), 'Lease finished'];

/** The progress-step bar (calculator §4 'Dashboard progress'). */
export function DashboardProgress({
  status,
  creditTotalValue,
}: {
  status: ApplicationStatus | undefined;
  creditTotalValue: number | null | undefined;
}) {
  const reached = dashboardActiveSteps(status, creditTotalValue).length;
  return (
    <ol className="lp-dashboard-progress" aria-label="Application progress">
      {DASHBOARD_STEP_TITLES.map((title, index) => {
        const active = index < reached;
        return (
          <li
            key={title}
            className={`lp-dashboard-progress__step${active ? ' lp-dashboard-progress__step--active' : ''}`}
            aria-current={index === reached - 1 ? 'step' : undefined}
            aria-label={`Step ${index + 1} of ${DASHBOARD_STEP_TITLES.length}: ${title}${active ? ', reached' : ''}`}
          >
            <Icon icon={active ? 'tick-circle' : 'circle'} aria-hidden />
            <span className={Classes.TEXT_SMALL}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
