import { idDetailsOf } from '../identity-check/id-details-of';
import { entityDetailsStepOf } from '../lease-application/entity-details-step';
import {
  ADDRESS_TOO_LONG_MESSAGE,
  addressEntryErrors,
  enteredAddressOf,
  nzRegionNamed,
  registeredAddressOf,
} from './address-entry';

describe('an address entered by hand (decision 2086)', () => {
  it('needs the street number, street name, suburb, state and a four-digit postcode; the unit is optional', () => {
    expect(addressEntryErrors('AU', {})).toEqual({
      streetNo: 'Field is required',
      streetName: 'Field is required',
      suburb: 'Field is required',
      state: 'Field is required',
      postCode: 'Field is required',
    });
    expect(addressEntryErrors('AU', { postCode: '30A0' }).postCode).toBe('Field needs to be digits');
    expect(addressEntryErrors('NZ', { postCode: '101' }).postCode).toMatch(/4/);
    expect(addressEntryErrors('AU', { state: 'Victoria' }).state).toBe('Invalid state, please re-enter');
    expect(addressEntryErrors('NZ', { state: 'Auckland Region' }).state).toBeUndefined();
    expect(addressEntryErrors('NZ', { state: 'nsw' }).state).toBe('Invalid state, please re-enter');
    expect(addressEntryErrors('AU', { subPremise: 'x'.repeat(51) }).subPremise).toMatch(/50/);
  });

  it('keeps the whole text to the 255 characters the step and the ID form store', () => {
    const long = {
      subPremise: 'u'.repeat(50),
      streetNo: '1'.repeat(20),
      streetName: 's'.repeat(100),
      suburb: 'b'.repeat(100),
      state: 'nsw',
      postCode: '2000',
    };
    expect(addressEntryErrors('AU', long)).toEqual({ streetName: ADDRESS_TOO_LONG_MESSAGE });
    expect(enteredAddressOf('AU', long)).toBeUndefined();
    expect(addressEntryErrors('AU', { ...long, subPremise: '' })).toEqual({});
  });

  it('writes the text as the address service does: AU with the state, NZ with the postcode', () => {
    expect(
      enteredAddressOf('AU', {
        subPremise: 'Unit 3',
        streetNo: '12',
        streetName: 'Main Street',
        suburb: 'Hahndorf',
        state: 'SA',
        postCode: '5245',
      }),
    ).toEqual({
      fullAddress: 'Unit 3, 12 Main Street, Hahndorf SA 5245',
      subPremise: 'Unit 3',
      streetNo: '12',
      streetName: 'Main Street',
      suburb: 'Hahndorf',
      state: 'sa',
      postCode: '5245',
      country: 'Australia',
      countryCode: 'AU',
    });
    expect(
      enteredAddressOf('NZ', {
        streetNo: ' 21 ',
        streetName: 'Queen Street',
        suburb: 'Auckland Central',
        state: 'auckland',
        postCode: '1010',
      }),
    ).toEqual({
      fullAddress: '21 Queen Street, Auckland Central 1010',
      streetNo: '21',
      streetName: 'Queen Street',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
      country: 'New Zealand',
      countryCode: 'NZ',
    });
    expect(enteredAddressOf('AU', { streetNo: '12' })).toBeUndefined();
  });

  it('passes the business details step as a chosen suggestion does', () => {
    const entered = enteredAddressOf('NZ', {
      subPremise: 'Level 3',
      streetNo: '21',
      streetName: 'Queen Street',
      suburb: 'Auckland Central',
      state: 'Manawatu-Whanganui',
      postCode: '1010',
    })!;
    const { fullAddress, ...parts } = entered;
    const read = entityDetailsStepOf(
      {
        companyLegalAddress: fullAddress,
        tradingAddressSame: true,
        businessContactNumber: '09 555 0123',
        ...parts,
      },
      'NZ',
    );
    expect(read).toEqual({
      details: expect.objectContaining({ companyLegalAddress: fullAddress, state: 'Manawatū-Whanganui' }),
    });
  });

  it("passes the ID form's address rules, at the parts' longest", () => {
    const longest = enteredAddressOf('AU', {
      streetNo: '1'.repeat(20),
      streetName: 's'.repeat(100),
      suburb: 'b'.repeat(100),
      state: 'act',
      postCode: '2600',
    })!;
    const { fullAddress, ...parts } = longest;
    const read = idDetailsOf(
      { currentAddress: fullAddress, ...parts },
      { region: 'AU', today: new Date('2026-11-26') },
    );
    const refused = 'errors' in read ? Object.keys(read.errors) : [];
    expect(refused.filter((field) => field === 'currentAddress' || field in parts)).toEqual([]);
  });

  it('knows an NZ region however it is spelt', () => {
    expect(nzRegionNamed("hawke's bay region")).toBe("Hawke's Bay");
    expect(nzRegionNamed('Manawatu-Whanganui')).toBe('Manawatū-Whanganui');
    expect(nzRegionNamed('Queensland')).toBeUndefined();
  });
});

describe("the register's address (decision 2086)", () => {
  it('reads the street line into unit, number and name, and an NZ region code as its name', () => {
    expect(
      registeredAddressOf('NZ', {
        street: 'Level 3, 21 Queen Street',
        suburb: 'Auckland Central',
        state: 'AUK',
        postCode: '1010',
      }),
    ).toEqual({
      fullAddress: 'Level 3, 21 Queen Street, Auckland Central 1010',
      subPremise: 'Level 3',
      streetNo: '21',
      streetName: 'Queen Street',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
      country: 'New Zealand',
      countryCode: 'NZ',
    });
    expect(
      registeredAddressOf('AU', {
        street: '3/88 Crown Street',
        suburb: 'Wollongong',
        state: 'NSW',
        postCode: '2500',
      }),
    ).toMatchObject({
      fullAddress: 'Unit 3, 88 Crown Street, Wollongong NSW 2500',
      subPremise: 'Unit 3',
      streetNo: '88',
      streetName: 'Crown Street',
      state: 'nsw',
    });
    expect(
      registeredAddressOf('NZ', {
        street: '12 Ti Rakau Drive',
        suburb: 'East Tāmaki',
        state: 'TAS',
        postCode: '2013',
      })?.state,
    ).toBe('Tasman');
  });

  it('is nothing when the register gave no street, or a part the step would refuse', () => {
    expect(registeredAddressOf('AU', undefined)).toBeUndefined();
    expect(
      registeredAddressOf('AU', { street: '', suburb: 'Carlton', state: 'VIC', postCode: '3053' }),
    ).toBeUndefined();
    expect(
      registeredAddressOf('AU', { street: 'PO Box 12', suburb: 'Carlton', state: 'VIC', postCode: '3053' }),
    ).toBeUndefined();
    expect(
      registeredAddressOf('NZ', {
        street: '1 Marsden Road',
        suburb: 'Paihia',
        state: 'XYZ',
        postCode: '0200',
      }),
    ).toBeUndefined();
    expect(
      registeredAddressOf('AU', {
        street: '1 Marsden Road',
        suburb: 'Paihia',
        state: 'NSW',
        postCode: '200',
      }),
    ).toBeUndefined();
  });
});
