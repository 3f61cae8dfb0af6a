import { regionDefaults } from './region-defaults';

describe('regionDefaults', () => {
  it('gives the regional phone numbers', () => {
    expect(regionDefaults('AU').contacts.phoneNumber).toBe('1300 666 001');
    expect(regionDefaults('NZ').contacts.phoneNumber).toBe('0800 438 435');
  });

  it('gives each region its own support address, terms and privacy links', () => {
    const au = regionDefaults('AU').contacts;
    const nz = regionDefaults('NZ').contacts;
    for (const contacts of [au, nz]) {
      expect(contacts.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
      expect(contacts.termsLink).toMatch(/^https:\/\//);
      expect(contacts.privacyLink).toMatch(/^https:\/\//);
    }
    expect(au.email).not.toBe(nz.email);
    expect(au.termsLink).not.toBe(nz.termsLink);
  });

  it('lists 8 AU lease inclusions, tolls included', () => {
    const inclusions = regionDefaults('AU').leaseInclusions;
    expect(inclusions).toHaveLength(8);
    expect(inclusions).toContain('Infringement and Toll Management');
    expect(inclusions).toContain('Fuel Cards or EV Charging');
  });

  it('leaves tolls out in NZ and offers discounted fuel cards', () => {
    const inclusions = regionDefaults('NZ').leaseInclusions;
    expect(inclusions.some((item) => /toll/i.test(item))).toBe(false);
    expect(inclusions).toContain('Discounted Fuel Cards or EV Charging');
    expect(inclusions).not.toContain('Fuel Cards or EV Charging');
  });

  it('states the eligibility criteria', () => {
    expect(regionDefaults('AU').eligibility.join(' ')).toMatch(/ABN for 2 or more years.*GST.*\$125,000/);
    expect(regionDefaults('NZ').eligibility.join(' ')).toMatch(/NZBN, trading for 12 months or more.*GST/);
  });

  it.each([
    [
      'AU',
      '(incl. gst)',
      '/m (inc GST)',
      'ABN',
      "Australian Driver's Licence",
      'Business leasing calculator',
    ],
    [
      'NZ',
      '(ex. gst)',
      '/m (ex GST)',
      'NZBN',
      "New Zealand Driver's Licence",
      'Quickly calculate your business vehicle lease cost!',
    ],
  ] as const)(
    'labels %s prices, numbers, licences and the landing page',
    (region, gst, monthly, number, licence, intro) => {
      const defaults = regionDefaults(region);
      expect(defaults.gstLabel).toBe(gst);
      expect(defaults.monthlyPriceLabel).toBe(monthly);
      expect(defaults.businessNumberLabel).toBe(number);
      expect(defaults.licenceHeading).toBe(licence);
      expect(defaults.landingIntro).toBe(intro);
    },
  );

  it('offers the years-trading options, the first being the default', () => {
    expect(regionDefaults('AU').yearsTradingOptions).toEqual([
      'Minimum 2 years',
      '2 - 5 years',
      '5 - 10 years',
      'More than 10 years',
    ]);
    expect(regionDefaults('NZ').yearsTradingOptions).toEqual([
      'Minimum 1 year',
      '2 - 5 years',
      '5 - 10 years',
      'More than 10 years',
    ]);
  });
});
