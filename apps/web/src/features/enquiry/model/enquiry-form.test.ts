import { defaultOrgProfile, type Region } from '@lease-portal/domain';
import {
  canSubmitEnquiry,
  enquiryErrors,
  enquiryInput,
  initialEnquiryValues,
  shownErrors,
  type EnquiryValues,
} from './enquiry-form';
import { enquiryRequestKind, onlineAccountOutcome } from './enquiry-outcome';

const business = { name: 'Acme Fleet Pty Ltd', abn: '51824753556' };

function aFilledForm(region: Region, changes: Partial<EnquiryValues> = {}): EnquiryValues {
  return {
    ...initialEnquiryValues(region),
    firstName: 'Jo',
    lastName: 'Smith',
    phone: region === 'NZ' ? '021 234 567' : '0412345678',
    email: 'jo@example.com',
    fleetSize: '12',
    ...(region === 'NZ' ? { location: 'Lower Hutt' } : { postCode: '3000' }),
    ...changes,
  };
}

describe.each<Region>(['AU', 'NZ'])('the %s enquiry form', (region) => {
  it('starts on the first years-trading option', () => {
    expect(initialEnquiryValues(region).yearsTrading).toBe(
      region === 'AU' ? 'Minimum 2 years' : 'Minimum 1 year',
    );
  });

  it('allows Submit once everything is filled and a business is chosen', () => {
    expect(canSubmitEnquiry(region, aFilledForm(region), business)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'phone', 'email', 'fleetSize'] as const)(
    'keeps Submit disabled without %s',
    (field) => {
      expect(canSubmitEnquiry(region, aFilledForm(region, { [field]: '' }), business)).toBe(false);
    },
  );

  it("sends the chosen business with its entity type, which the dashboard's eligibility needs", () => {
    const input = enquiryInput({
      region,
      values: aFilledForm(region),
      business: { ...business, postCode: '3000', entityType: 'PRV' },
      shortlists: [],
      profile: defaultOrgProfile(region),
      domainName: 'au.localhost',
    });
    expect(input.customer).toEqual({
      name: business.name,
      abn: business.abn,
      location: '3000',
      entityType: 'PRV',
    });
  });

  it('accepts the phone number as people type it and sends its digits', () => {
    const typed = region === 'NZ' ? '+64 21 550 1234' : '0412 345 678';
    const values = aFilledForm(region, { phone: typed });
    expect(canSubmitEnquiry(region, values, business)).toBe(true);
    const input = enquiryInput({
      region,
      values,
      business,
      shortlists: [],
      profile: defaultOrgProfile(region),
      domainName: 'au.localhost',
    });
    expect(input.contact.phone).toBe(region === 'NZ' ? '+64215501234' : '0412345678');
  });

  it('keeps Submit disabled without a business that has a name and a number', () => {
    expect(canSubmitEnquiry(region, aFilledForm(region), undefined)).toBe(false);
    expect(canSubmitEnquiry(region, aFilledForm(region), { name: 'Acme', abn: '' })).toBe(false);
  });

  it('keeps Submit disabled while any field breaks its rule', () => {
    expect(canSubmitEnquiry(region, aFilledForm(region, { description: 'x'.repeat(251) }), business)).toBe(
      false,
    );
    expect(canSubmitEnquiry(region, aFilledForm(region, { fleetSize: '10000' }), business)).toBe(false);
  });

  it('shows only the messages of fields the visitor has left', () => {
    const errors = enquiryErrors(region, aFilledForm(region, { firstName: '', email: 'jo' }));
    expect(shownErrors(errors, new Set(['email']))).toEqual({ email: 'Field needs to be an email address' });
  });
});

it('asks the location in NZ and the postcode in AU', () => {
  expect(canSubmitEnquiry('NZ', aFilledForm('NZ', { location: '' }), business)).toBe(false);
  expect(canSubmitEnquiry('AU', aFilledForm('AU', { postCode: '300' }), business)).toBe(false);
});

describe('the enquiry outcome (calculator §4)', () => {
  it('sends calls to the dialler, and registrations or single vehicles as online accounts', () => {
    expect(enquiryRequestKind('call', false)).toBe('leadDialler');
    expect(enquiryRequestKind('register', false)).toBe('onlineAccount');
    expect(enquiryRequestKind('call', true)).toBe('onlineAccount');
  });

  it('reads the online-account answer', () => {
    expect(onlineAccountOutcome({ status: 'error', message: 'Already registered' }, 'register')).toEqual({
      kind: 'notify',
      message: 'Already registered',
    });
    expect(onlineAccountOutcome({ status: 'success', message: 'Welcome back' }, 'register')).toEqual({
      kind: 'thankYou',
      search: '?redirect=true',
      message: 'Welcome back',
    });
    expect(onlineAccountOutcome({ status: 'success', message: null }, 'register')).toEqual({
      kind: 'thankYou',
      search: '?onlineAccount=true',
    });
    expect(onlineAccountOutcome({ status: 'success' }, 'call')).toEqual({ kind: 'thankYou', search: '' });
  });
});
