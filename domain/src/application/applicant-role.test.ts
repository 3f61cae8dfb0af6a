import {
  applicantRoleOf,
  hasPrimaryApplicant,
  isPrimaryApplicant,
  isSecondaryApplicant,
} from './applicant-role';
import { anApplication } from './vehicle-application.builder';

describe('applicantRoleOf', () => {
  const named = anApplication()
    .withPrimary({ userId: 'primary-1', email: 'p@example.com', confirmed: 'yes' })
    .withSecondary({ userId: 'secondary-1', email: 's@example.com' })
    .build();

  it.each([
    ['primary-1', 'primary'],
    ['secondary-1', 'secondary'],
    ['owner-1', 'none'],
    ['stranger', 'none'],
    [undefined, 'none'],
  ])('on an application with both officers named, %p is %p', (userId, role) => {
    expect(applicantRoleOf(named, userId)).toBe(role);
  });

  it.each(['calculator', 'standard'] as const)(
    'on a %s application with nobody named, the owner is primary',
    (type) => {
      const application = anApplication().ofType(type).build();
      expect(applicantRoleOf(application, 'owner-1')).toBe('primary');
      expect(applicantRoleOf(application, 'stranger')).toBe('none');
      expect(applicantRoleOf(application, undefined)).toBe('none');
    },
  );

  it('gives a secondary calculator user the secondary role', () => {
    const application = anApplication()
      .ofType('calculator')
      .withPrimary({ userId: 'owner-1' })
      .withSecondary({ userId: 'secondary-1' })
      .build();
    expect(applicantRoleOf(application, 'secondary-1')).toBe('secondary');
  });

  it('does not match a missing user id to a missing applicant id', () => {
    const application = anApplication()
      .withPrimary({ email: 'p@example.com' })
      .withSecondary({ email: 's@example.com' })
      .build();
    expect(isPrimaryApplicant(application, undefined)).toBe(false);
    expect(isSecondaryApplicant(application, undefined)).toBe(false);
    expect(isPrimaryApplicant(application, '')).toBe(false);
  });

  it('no longer counts the owner once someone else is named primary', () => {
    const application = anApplication().withPrimary({ userId: 'nominee-1', confirmed: 'no' }).build();
    expect(applicantRoleOf(application, 'owner-1')).toBe('none');
    expect(applicantRoleOf(application, 'nominee-1')).toBe('primary');
  });
});

describe('hasPrimaryApplicant', () => {
  it('needs a named person, not an empty record', () => {
    expect(hasPrimaryApplicant({})).toBe(false);
    expect(hasPrimaryApplicant({ primaryApplicant: {} })).toBe(false);
    expect(hasPrimaryApplicant({ primaryApplicant: { email: 'p@example.com' } })).toBe(true);
  });
});
