import type { ApplicationStatus } from './application-journey';
import {
  PRIMARY_HOME_ITEMS,
  primaryHomeButtonLabel,
  primaryHomeSteps,
  primaryHomeTarget,
} from './primary-home';

describe('primary home', () => {
  it('lists the four items in order', () => {
    expect(PRIMARY_HOME_ITEMS.map((item) => item.title)).toEqual([
      'Review Quote',
      'Business Details & Credit Application',
      'ID Check & Application Review',
      'Review & Sign Lease Documents',
    ]);
  });

  it.each<[ApplicationStatus | undefined, string[], object, string]>([
    [
      undefined,
      ['pending', 'pending', 'pending', 'pending'],
      { setStatus: 'reviewQuote', route: 'reviewQuote' },
      'Proceed',
    ],
    ['reviewQuote', ['progress', 'pending', 'pending', 'pending'], { route: 'reviewQuote' }, 'Proceed'],
    [
      'businessDetails',
      ['completed', 'progress', 'pending', 'pending'],
      { route: 'businessDetails' },
      'Proceed',
    ],
    ['approvals', ['completed', 'completed', 'progress', 'pending'], { route: 'approvals' }, 'Proceed'],
    [
      'reviewAndSignContract',
      ['completed', 'completed', 'completed', 'progress'],
      { route: 'reviewAndSignContract' },
      'Proceed',
    ],
    ['finished', ['completed', 'completed', 'completed', 'completed'], { route: 'logout' }, 'Log Out'],
    [
      'viewShortlist',
      ['pending', 'pending', 'pending', 'pending'],
      { setStatus: 'reviewQuote', route: 'reviewQuote' },
      'Proceed',
    ],
  ])('at %p shows %p, its button opens %p and reads %p', (status, progress, target, label) => {
    expect(primaryHomeSteps(status).map((step) => step.progress)).toEqual(progress);
    expect(primaryHomeTarget(status)).toEqual(target);
    expect(primaryHomeButtonLabel(status)).toBe(label);
  });

  it('names each step with its title and status', () => {
    expect(primaryHomeSteps('approvals')[2]).toEqual({
      status: 'approvals',
      title: 'ID Check & Application Review',
      progress: 'progress',
    });
  });
});
