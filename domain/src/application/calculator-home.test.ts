import type { ApplicationStatus } from './application-journey';
import {
  CALCULATOR_HOME_ITEMS,
  calculatorActiveSteps,
  calculatorHomeButtonLabel,
  calculatorHomeSteps,
  calculatorHomeTarget,
} from './calculator-home';

describe('calculator home', () => {
  it('lists the four steps', () => {
    expect(CALCULATOR_HOME_ITEMS.map((item) => item.title)).toEqual([
      'View my shortlist',
      'Business details & credit application',
      'ID check & application review',
      'Review & sign lease documentation',
    ]);
  });

  it.each<[ApplicationStatus | undefined, string[], number[], object, string]>([
    [
      undefined,
      ['completed', 'pending', 'pending', 'pending'],
      [1],
      { setStatus: 'businessDetails', route: 'businessDetails' },
      'Get started',
    ],
    [
      'viewShortlist',
      ['completed', 'pending', 'pending', 'pending'],
      [1, 2],
      { setStatus: 'businessDetails', route: 'businessDetails' },
      'Get started',
    ],
    [
      'businessDetails',
      ['completed', 'progress', 'pending', 'pending'],
      [1, 2],
      { route: 'businessDetails' },
      'Continue credit application',
    ],
    [
      'approvals',
      ['completed', 'completed', 'progress', 'pending'],
      [1, 2, 3],
      { route: 'approvals' },
      'Continue credit application',
    ],
    [
      'reviewAndSignContract',
      ['completed', 'completed', 'completed', 'progress'],
      [1, 2, 3, 4],
      { route: 'reviewAndSignContract' },
      'Continue credit application',
    ],
    [
      'finished',
      ['completed', 'completed', 'completed', 'completed'],
      [1, 2, 3, 4, 5],
      { route: 'dashboard' },
      'Return to shortlist',
    ],
    [
      'reviewQuote',
      ['completed', 'pending', 'pending', 'pending'],
      [1],
      { setStatus: 'businessDetails', route: 'businessDetails' },
      'Continue credit application',
    ],
  ])('at %p shows %p, highlights %p, opens %p and reads %p', (status, progress, active, target, label) => {
    expect(calculatorHomeSteps(status).map((step) => step.progress)).toEqual(progress);
    expect(calculatorActiveSteps(status)).toEqual(active);
    expect(calculatorHomeTarget(status)).toEqual(target);
    expect(calculatorHomeButtonLabel(status)).toBe(label);
  });
});
