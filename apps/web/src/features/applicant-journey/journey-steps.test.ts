import type { JourneyRouteName } from '@lease-portal/domain';
import { stepPlacement } from './journey-steps';
import type { JourneyApplication } from './journey-view';

/** An application as the journey reads it, with the given type and scoreboard. */
function anApplication(applicationType: string, scoreboard: object): JourneyApplication {
  return {
    applicationId: 'app-1',
    applicationType,
    orgUserId: 'owner-1',
    scoreboard: {
      primaryApplicant: { userId: 'officer-1', confirmed: 'yes' },
      secondaryApplicant: { userId: 'second-1' },
      ...scoreboard,
    },
  } as JourneyApplication;
}

const quoteAt = (status: string | undefined) => anApplication('standard', { status });
const place = (application: JourneyApplication, userId: string, route: JourneyRouteName) =>
  stepPlacement(application, userId, route);

describe('the one rule of the journey’s steps (decision 2084)', () => {
  it('opens the step the application is at as usual', () => {
    expect(place(quoteAt('orderVerification'), 'officer-1', 'reviewQuote')).toEqual({ placement: 'current' });
    expect(place(quoteAt('businessDetails'), 'officer-1', 'businessDetails')).toEqual({
      placement: 'current',
    });
  });

  it('opens a step behind the application read-only, with Continue to the step it is at', () => {
    expect(place(quoteAt('businessDetails'), 'officer-1', 'reviewQuote')).toEqual({
      placement: 'done',
      next: 'businessDetails',
    });
    expect(place(quoteAt('approvals'), 'officer-1', 'businessDetails')).toEqual({
      placement: 'done',
      next: 'approvals',
    });
    expect(place(quoteAt('reviewAndSignContract'), 'officer-1', 'reviewQuote')).toEqual({
      placement: 'done',
      next: 'reviewAndSignContract',
    });
  });

  it('continues from a finished application to the home, which offers Log Out', () => {
    expect(place(quoteAt('finished'), 'officer-1', 'businessDetails')).toEqual({
      placement: 'done',
      next: 'applications',
    });
  });

  it('sends a step not yet reached to the step the application is at', () => {
    expect(place(quoteAt('orderVerification'), 'officer-1', 'businessDetails')).toEqual({
      placement: 'elsewhere',
      next: 'reviewQuote',
    });
    expect(place(quoteAt('businessDetails'), 'officer-1', 'reviewAndSignContract')).toEqual({
      placement: 'elsewhere',
      next: 'businessDetails',
    });
  });

  it('sends a journey not yet started to the home, whose Proceed starts it', () => {
    expect(place(quoteAt(undefined), 'officer-1', 'reviewQuote')).toEqual({
      placement: 'elsewhere',
      next: 'applications',
    });
    const calculator = anApplication('calculator', { status: 'viewShortlist', primaryApplicant: undefined });
    expect(place(calculator, 'owner-1', 'businessDetails')).toEqual({
      placement: 'elsewhere',
      next: 'applications',
    });
  });

  it('keeps a calculator applicant on their own order: no quote review', () => {
    const calculator = anApplication('calculator', { status: 'approvals', primaryApplicant: undefined });
    expect(place(calculator, 'owner-1', 'businessDetails')).toEqual({ placement: 'done', next: 'approvals' });
    expect(place(calculator, 'owner-1', 'reviewQuote')).toEqual({
      placement: 'elsewhere',
      next: 'approvals',
    });
  });

  it('gives Authorised Officer (2) their own track, by statusSecondary', () => {
    const application = quoteAt('businessDetails');
    expect(place(application, 'second-1', 'businessDetails')).toEqual({
      placement: 'elsewhere',
      next: 'applications',
    });
    const started = anApplication('standard', { status: 'approvals', statusSecondary: 'approvals' });
    expect(place(started, 'second-1', 'approvals')).toEqual({ placement: 'current' });
    expect(place(started, 'second-1', 'reviewQuote')).toEqual({ placement: 'elsewhere', next: 'approvals' });
  });

  it('places the credit check’s waiting and on-hold screens in the review-and-sign step', () => {
    for (const route of ['approvals-waiting', 'application-on-hold', 'reviewAndSignContract'] as const) {
      expect(place(quoteAt('reviewAndSignContract'), 'officer-1', route)).toEqual({ placement: 'current' });
      expect(place(quoteAt('approvals'), 'officer-1', route)).toEqual({
        placement: 'elsewhere',
        next: 'approvals',
      });
      expect(place(quoteAt('finished'), 'officer-1', route)).toEqual({
        placement: 'done',
        next: 'applications',
      });
    }
  });

  it('keeps each track to its own screens: the credit check is the first officer’s, the paper wait the second’s', () => {
    const signing = anApplication('standard', {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      wetSignature: { signType: 'wet' },
    });
    expect(place(signing, 'second-1', 'application-on-hold')).toMatchObject({ placement: 'elsewhere' });
    expect(place(signing, 'second-1', 'approvals-waiting')).toMatchObject({ placement: 'elsewhere' });
    expect(place(signing, 'second-1', 'wet-signature-secondary')).toEqual({ placement: 'current' });
    expect(place(signing, 'officer-1', 'wet-signature-secondary')).toEqual({
      placement: 'elsewhere',
      next: 'reviewAndSignContract',
    });
    const online = anApplication('standard', {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
    });
    expect(place(online, 'second-1', 'wet-signature-secondary')).toEqual({
      placement: 'elsewhere',
      next: 'reviewAndSignContract',
    });
  });

  it('passes the ID check once the application is past it, for either officer', () => {
    expect(place(quoteAt('reviewAndSignContract'), 'officer-1', 'approvals')).toEqual({
      placement: 'done',
      next: 'reviewAndSignContract',
    });
    const checked = anApplication('standard', {
      status: 'approvals',
      statusSecondary: 'reviewAndSignContract',
    });
    expect(place(checked, 'second-1', 'approvals')).toEqual({
      placement: 'done',
      next: 'reviewAndSignContract',
    });
  });

  it('leaves a viewer who is no applicant to the page’s own notice', () => {
    expect(place(quoteAt('businessDetails'), 'stranger', 'reviewQuote')).toEqual({ placement: 'current' });
  });
});
