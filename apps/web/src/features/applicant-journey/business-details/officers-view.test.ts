import type { JourneyApplication } from '../journey-view';
import { businessConfirmed, businessNotAllowed, officersStage } from './officers-view';

const business = {
  entityName: 'Harbour City Plumbing Pty Ltd',
  abn: '51824753556',
  entityType: 'PRV',
  industry: 'E',
  subDivision: '30',
  subGroup: '301',
};
const officer = { userId: 'user-1', firstName: 'Jordan', email: 'jordan@example.com' };

function anApplication(scoreboard: object = {}, applicationType = 'standard', orgUserId = 'user-1') {
  return { applicationId: 'app-1', applicationType, orgUserId, scoreboard } as unknown as JourneyApplication;
}

describe('where the business details step stands (journey §4 Onboarding, §6)', () => {
  const me = { id: 'user-1' };

  it('offers only Logout to anyone but the named officer, or the calculator owner while nobody is named', () => {
    expect(
      officersStage(anApplication({ primaryApplicant: { ...officer, userId: 'other' } }), me, 'AU'),
    ).toBe('notTheOfficer');
    expect(officersStage(anApplication({}), me, 'AU')).toBe('notTheOfficer');
    expect(officersStage(anApplication({}, 'calculator', 'other'), me, 'AU')).toBe('notTheOfficer');
    expect(officersStage(anApplication({}, 'calculator'), me, 'AU')).toBe('confirmBusiness');
  });

  it('asks for the business first, then the officer, then Authorised Officer (2)', () => {
    expect(officersStage(anApplication({ primaryApplicant: officer }), me, 'AU')).toBe('confirmBusiness');
    expect(officersStage(anApplication({ entityDetails: business }, 'calculator'), me, 'AU')).toBe(
      'nominatePrimary',
    );
    expect(
      officersStage(anApplication({ entityDetails: business, primaryApplicant: officer }), me, 'AU'),
    ).toBe('confirmPrimary');
    const confirmed = { ...officer, confirmed: 'yes' };
    const two = { ...business, hasSecondaryApplicant: 'yes' };
    expect(officersStage(anApplication({ entityDetails: two, primaryApplicant: confirmed }), me, 'AU')).toBe(
      'nominateSecondary',
    );
    expect(
      officersStage(
        anApplication({
          entityDetails: two,
          primaryApplicant: confirmed,
          secondaryApplicant: { email: 'mia@example.com' },
        }),
        me,
        'AU',
      ),
    ).toBe('settled');
    expect(
      officersStage(
        anApplication({
          entityDetails: { ...business, hasSecondaryApplicant: 'no' },
          primaryApplicant: confirmed,
        }),
        me,
        'AU',
      ),
    ).toBe('settled');
  });

  it('counts a business confirmed only with its three industry levels, and keeps a not-allowed one at the business', () => {
    expect(businessConfirmed(anApplication({ entityDetails: { ...business, subGroup: undefined } }))).toBe(
      false,
    );
    const partnership = anApplication({
      entityDetails: { ...business, entityType: 'PTR' },
      primaryApplicant: officer,
    });
    expect(businessNotAllowed(partnership, 'AU')).toBe(true);
    expect(officersStage(partnership, me, 'AU')).toBe('confirmBusiness');
    expect(
      businessNotAllowed(anApplication({ entityDetails: { ...business, entityType: 'Sole_Trader' } }), 'NZ'),
    ).toBe(false);
  });
});
