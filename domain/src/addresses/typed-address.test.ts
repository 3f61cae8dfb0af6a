import { enteredAddressOf } from './address-entry';
import { typedAddressEntry } from './typed-address';

describe('what was typed in the address field, as the parts entering it by hand starts from (decision 2111)', () => {
  it('reads a whole AU address as the address service writes it', () => {
    const entry = typedAddressEntry('AU', 'Unit 2, 99 Nowhere Lane, Carlton VIC 3053');
    expect(entry).toEqual({
      subPremise: 'Unit 2',
      streetNo: '99',
      streetName: 'Nowhere Lane',
      suburb: 'Carlton',
      state: 'vic',
      postCode: '3053',
    });
    expect(enteredAddressOf('AU', entry)?.fullAddress).toBe('Unit 2, 99 Nowhere Lane, Carlton VIC 3053');
  });

  it('reads a whole NZ address, its region or town left for the person to choose', () => {
    expect(typedAddressEntry('NZ', '5 Rata Street, Naenae, Lower Hutt 5011')).toEqual({
      streetNo: '5',
      streetName: 'Rata Street',
      suburb: 'Naenae',
      postCode: '5011',
    });
    expect(typedAddressEntry('NZ', 'Level 3, 21 Queen Street, Auckland Central, Auckland 1010')).toEqual({
      subPremise: 'Level 3',
      streetNo: '21',
      streetName: 'Queen Street',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
    });
  });

  it('reads what was typed so far: a street line, a unit written 3/88, a range, a state apart', () => {
    expect(typedAddressEntry('AU', ' 99  Nowhere Lane ')).toEqual({
      streetNo: '99',
      streetName: 'Nowhere Lane',
    });
    expect(typedAddressEntry('AU', '3/88 Crown St, Wollongong')).toEqual({
      subPremise: 'Unit 3',
      streetNo: '88',
      streetName: 'Crown St',
      suburb: 'Wollongong',
    });
    expect(typedAddressEntry('AU', '11-15 Neville Street, Ryde, NSW')).toMatchObject({
      streetNo: '11-15',
      suburb: 'Ryde',
      state: 'nsw',
    });
  });

  it('keeps text that reads as no street line as the street name, and NZ state codes are not regions', () => {
    expect(typedAddressEntry('AU', 'Old Coach Road, Hahndorf')).toEqual({
      streetName: 'Old Coach Road',
      suburb: 'Hahndorf',
    });
    expect(typedAddressEntry('NZ', '12 Main Road, Geraldine SA')).toEqual({
      streetNo: '12',
      streetName: 'Main Road',
      suburb: 'Geraldine SA',
    });
    expect(typedAddressEntry('AU', '3000')).toEqual({ streetName: '3000' });
    expect(typedAddressEntry('AU', '   ')).toEqual({});
  });
});
