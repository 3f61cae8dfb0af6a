import type { ApplicationStatus } from './application-journey';
import { dashboardActiveSteps, dashboardButtonLabel } from './dashboard-progress';

describe('dashboardActiveSteps', () => {
  it.each<[ApplicationStatus | undefined, number[]]>([
    ['viewShortlist', [1]],
    ['businessDetails', [1, 2]],
    ['approvals', [1, 2, 3]],
    ['reviewAndSignContract', [1, 2, 3, 4]],
    ['finished', [1, 2, 3, 4, 5]],
    ['reviewQuote', [1]],
    [undefined, [1]],
  ])('at %p shows %p', (status, steps) => {
    expect(dashboardActiveSteps(status)).toEqual(steps);
    expect(dashboardActiveSteps(status, null)).toEqual(steps);
    expect(dashboardActiveSteps(status, 0)).toEqual(steps);
  });

  it.each<ApplicationStatus | undefined>([undefined, 'viewShortlist', 'approvals'])(
    'shows all five at %p once a credit total above 0 is recorded',
    (status) => {
      expect(dashboardActiveSteps(status, 0.01)).toEqual([1, 2, 3, 4, 5]);
      expect(dashboardActiveSteps(status, 50000)).toEqual([1, 2, 3, 4, 5]);
    },
  );
});

describe('dashboardButtonLabel', () => {
  it.each<[ApplicationStatus | undefined, string]>([
    [undefined, 'Start credit application'],
    ['viewShortlist', 'Start credit application'],
    ['businessDetails', 'Continue credit application'],
    ['approvals', 'Continue credit application'],
    ['reviewAndSignContract', 'Continue credit application'],
    ['finished', 'Continue credit application'],
  ])('at %p reads %p', (status, label) => {
    expect(dashboardButtonLabel(status)).toBe(label);
  });
});
