import type { SecondaryStatus } from './application-journey';
import {
  SECONDARY_HOME_ITEMS,
  secondaryHomeButtonLabel,
  secondaryHomeSteps,
  secondaryHomeTarget,
} from './secondary-home';

describe('secondary home', () => {
  it('lists the two steps', () => {
    expect(SECONDARY_HOME_ITEMS.map((item) => item.title)).toEqual([
      'ID Check',
      'Review & Sign Lease Documentation',
    ]);
  });

  describe('with digital signing', () => {
    it.each<[SecondaryStatus | undefined, string[], object, string]>([
      [undefined, ['pending', 'pending'], { setStatus: 'approvals', route: 'approvals' }, 'Proceed'],
      ['approvals', ['progress', 'pending'], { route: 'approvals' }, 'Proceed'],
      ['reviewAndSignContract', ['completed', 'progress'], { route: 'reviewAndSignContract' }, 'Proceed'],
      ['finished', ['completed', 'completed'], { route: 'logout' }, 'Log Out'],
    ])('at %p shows %p, its button opens %p and reads %p', (status, progress, target, label) => {
      expect(secondaryHomeSteps(status, false).map((step) => step.progress)).toEqual(progress);
      expect(secondaryHomeTarget(status, false)).toEqual(target);
      expect(secondaryHomeButtonLabel(status, false)).toBe(label);
    });
  });

  describe('with wet signature', () => {
    it.each<[SecondaryStatus | undefined, string[], object, string]>([
      [undefined, ['pending'], { setStatus: 'approvals', route: 'approvals' }, 'Proceed'],
      ['approvals', ['progress'], { route: 'approvals' }, 'Proceed'],
      ['reviewAndSignContract', ['completed'], { route: 'logout' }, 'Log Out'],
      ['finished', ['completed'], { route: 'logout' }, 'Log Out'],
    ])(
      'at %p shows only the ID check as %p, its button opens %p and reads %p',
      (status, progress, target, label) => {
        const steps = secondaryHomeSteps(status, true);
        expect(steps.map((step) => step.title)).toEqual(['ID Check']);
        expect(steps.map((step) => step.progress)).toEqual(progress);
        expect(secondaryHomeTarget(status, true)).toEqual(target);
        expect(secondaryHomeButtonLabel(status, true)).toBe(label);
      },
    );
  });
});
