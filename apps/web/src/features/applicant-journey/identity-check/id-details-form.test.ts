import {
  asIdDate,
  idDateOf,
  idDetailsErrors,
  idScanResultOf,
  initialIdDetails,
  type IdDetailsValues,
} from './id-details-form';

const today = new Date('2026-11-24T10:00:00.000Z');
const nothingFocused = new Set<never>();
const everythingFocused = new Set([
  'firstName',
  'lastName',
  'dob',
  'currentAddress',
  'driversLicenceNumber',
  'driversLicenceExpiry',
  'driversLicenceState',
  'driversCardNumber',
  'version',
] as const);

const filled: IdDetailsValues = {
  firstName: 'Jane',
  middleName: '',
  lastName: 'Citizen',
  dob: '14/03/1985',
  currentAddress: { fullAddress: '42 Harbour Street, Sydney NSW 2000', streetNo: '42', countryCode: 'AU' },
  previousAddress: undefined,
  driversLicenceNumber: '12345678',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'nsw',
  driversCardNumber: '2012345678',
  version: '',
};

describe('the ID form (journey §5)', () => {
  it('starts from what the scan read, the date of birth today when absent', () => {
    expect(initialIdDetails(undefined, today)).toMatchObject({ firstName: '', dob: '24/11/2026' });
    expect(
      initialIdDetails({ firstName: 'Jane', dob: '14/03/1985', currentAddress: '42 Harbour St' }, today),
    ).toMatchObject({
      firstName: 'Jane',
      dob: '14/03/1985',
      currentAddress: { fullAddress: '42 Harbour St' },
    });
    expect(idDateOf(today)).toBe('24/11/2026');
  });

  it('asks softly for each empty required field until it has been clicked into, then firmly', () => {
    const empty = initialIdDetails(undefined, today);
    expect(idDetailsErrors(empty, { region: 'AU', focused: nothingFocused, today })).toEqual({
      firstName: 'Please make sure your details are entered correctly',
      lastName: 'Please make sure your details are entered correctly',
      // Today, the default, makes nobody an officer (decision 2080).
      dob: 'An authorised officer must be 18 or over',
      currentAddress: 'Please make sure your details are entered correctly',
      driversLicenceNumber: 'Please make sure your details are entered correctly',
      driversLicenceExpiry: 'Please make sure your details are entered correctly',
      driversLicenceState: 'Please make sure your details are entered correctly',
      driversCardNumber: 'Please make sure your details are entered correctly',
    });
    expect(idDetailsErrors(empty, { region: 'AU', focused: everythingFocused, today }).firstName).toBe(
      'Please enter your details',
    );
  });

  it('keeps the date of birth red until it is confirmed, after its own rules (decision 2080)', () => {
    const scanned = { ...initialIdDetails({ dob: '14/03/1985' }, today) };
    const context = { region: 'AU', focused: everythingFocused, today } as const;
    expect(idDetailsErrors(scanned, { ...context, dobConfirmed: false }).dob).toBe(
      'Please make sure your details are entered correctly',
    );
    expect(idDetailsErrors(scanned, { ...context, dobConfirmed: true }).dob).toBeUndefined();
    // A date that breaks a rule says so first: confirming it does not make it right.
    expect(idDetailsErrors({ ...scanned, dob: '24/11/2026' }, { ...context, dobConfirmed: true }).dob).toBe(
      'An authorised officer must be 18 or over',
    );
    expect(idDetailsErrors({ ...scanned, dob: '25/11/2008' }, { ...context, dobConfirmed: false }).dob).toBe(
      'An authorised officer must be 18 or over',
    );
  });

  it("checks the card number by the licence's state, and asks NZ for the version instead", () => {
    const focused = everythingFocused;
    expect(idDetailsErrors(filled, { region: 'AU', focused, today })).toEqual({});
    expect(
      idDetailsErrors({ ...filled, driversLicenceState: 'vic' }, { region: 'AU', focused, today }),
    ).toEqual({
      driversCardNumber: 'invalid card number',
    });
    expect(idDetailsErrors(filled, { region: 'NZ', focused, today })).toEqual({
      version: 'Please enter your details',
    });
  });

  it('sends the text fields and the chosen address, AU with state and card, NZ with the version', () => {
    expect(idScanResultOf(filled, 'AU')).toEqual({
      firstName: 'Jane',
      lastName: 'Citizen',
      dob: '14/03/1985',
      currentAddress: '42 Harbour Street, Sydney NSW 2000',
      streetNo: '42',
      countryCode: 'AU',
      driversLicenceNumber: '12345678',
      driversLicenceExpiry: '21/07/2031',
      driversLicenceState: 'nsw',
      driversCardNumber: '2012345678',
    });
    const nz = idScanResultOf({ ...filled, version: '321' }, 'NZ');
    expect(nz.version).toBe('321');
    expect(nz.driversCardNumber).toBeUndefined();
  });
});

describe('a date as typed on a number pad', () => {
  it.each([
    ['1', '1'],
    ['14', '14'],
    ['140', '14/0'],
    ['1403', '14/03'],
    ['14031985', '14/03/1985'],
    ['14/03/1985', '14/03/1985'],
    ['14/', '14'],
    ['140319851', '14/03/1985'],
    ['', ''],
  ])('%p reads %p', (typed, shown) => {
    expect(asIdDate(typed)).toBe(shown);
  });
});
