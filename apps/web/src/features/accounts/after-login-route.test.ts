import {
  afterLoginDestination,
  afterLoginRoute,
  isMlaDatePast,
  type ApplicationAfterLogin,
} from './after-login-route';

const today = new Date('2025-06-15T10:00:00Z');

function anApplication(overrides: Partial<ApplicationAfterLogin> = {}): ApplicationAfterLogin {
  return {
    applicationId: 'app-1',
    applicationStatus: 'draft',
    applicationType: 'standard',
    orgUserId: 'owner-1',
    scoreboard: { status: null, validMLADate: null, primaryApplicant: null, secondaryApplicant: null },
    ...overrides,
  };
}

describe('where the login leads', () => {
  it('leads a canceled application to the dashboard', () => {
    expect(afterLoginRoute(anApplication({ applicationStatus: 'canceled' }), 'user-9', today)).toBe(
      '/dashboard',
    );
  });

  it('leads an application whose MLA date has passed to the dashboard', () => {
    const application = anApplication({
      scoreboard: { ...anApplication().scoreboard, validMLADate: '2025-06-14' },
    });
    expect(afterLoginRoute(application, 'user-9', today)).toBe('/dashboard');
  });

  it('keeps an application whose MLA date is today or later on its own page', () => {
    expect(isMlaDatePast('2025-06-15', today)).toBe(false);
    expect(isMlaDatePast('2025-07-01T00:00:00Z', today)).toBe(false);
    const application = anApplication({
      scoreboard: { ...anApplication().scoreboard, validMLADate: '2025-06-15' },
    });
    expect(afterLoginRoute(application, 'user-9', today)).toBe('/applications/app-1');
  });

  it('leads the primary applicant of a calculator application to the dashboard', () => {
    const application = anApplication({
      applicationType: 'calculator',
      scoreboard: { ...anApplication().scoreboard, primaryApplicant: { userId: 'user-1', email: null } },
    });
    expect(afterLoginRoute(application, 'user-1', today)).toBe('/dashboard');
  });

  it('treats the owner of a calculator application nobody is named primary on as primary', () => {
    const application = anApplication({ applicationType: 'calculator', orgUserId: 'user-1' });
    expect(afterLoginRoute(application, 'user-1', today)).toBe('/dashboard');
  });

  it('leads anyone else on a calculator application to the application', () => {
    const application = anApplication({
      applicationType: 'calculator',
      scoreboard: { ...anApplication().scoreboard, primaryApplicant: { userId: 'user-1', email: null } },
    });
    expect(afterLoginRoute(application, 'user-2', today)).toBe('/applications/app-1');
  });

  it('leads a standard application to its own page, even for its owner', () => {
    expect(afterLoginRoute(anApplication({ orgUserId: 'user-1' }), 'user-1', today)).toBe(
      '/applications/app-1',
    );
  });

  it('leads a customer without an application to the dashboard', () => {
    expect(afterLoginRoute(null, 'user-1', today)).toBe('/dashboard');
  });
});

describe('where the login leads a visitor a page sent to it (decision 2084)', () => {
  const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });

  it('goes back to a page of the application the visitor asked for', () => {
    expect(
      afterLoginDestination(
        anApplication(),
        'user-9',
        today,
        from('/applications/app-1/businessDetails', '?a=1'),
      ),
    ).toBe('/applications/app-1/businessDetails?a=1');
    expect(afterLoginDestination(anApplication(), 'user-9', today, from('/dashboard'))).toBe('/dashboard');
  });

  it('goes where the login leads when the page asked for is not of the visitor’s application', () => {
    expect(
      afterLoginDestination(anApplication(), 'user-9', today, from('/applications/other/approvals')),
    ).toBe('/applications/app-1');
    expect(afterLoginDestination(anApplication(), 'user-9', today, from('//evil.example/x'))).toBe(
      '/applications/app-1',
    );
    expect(afterLoginDestination(null, 'user-9', today, from('/applications/app-1'))).toBe('/dashboard');
    expect(
      afterLoginDestination(
        anApplication({ applicationStatus: 'canceled' }),
        'user-9',
        today,
        from('/applications/app-1'),
      ),
    ).toBe('/dashboard');
  });

  it('goes where the login leads when the visitor simply signed in', () => {
    expect(afterLoginDestination(anApplication(), 'user-9', today, undefined)).toBe('/applications/app-1');
    expect(
      afterLoginDestination(anApplication(), 'user-9', today, { signedOutBecause: 'sessionEnded' }),
    ).toBe('/applications/app-1');
  });
});
