import { REVIEW_FIELDS, reviewFieldRule } from './review-fields';

const check = (name: keyof typeof REVIEW_FIELDS, value: string, region: 'AU' | 'NZ' = 'AU') =>
  reviewFieldRule(REVIEW_FIELDS[name], region)(value);

describe("the review's inline fields (journey §5 'Review inline fields'), by the server's own rules", () => {
  it.each([
    ['businessContactNumber', '', 'Field is required'],
    ['annualRevenue', '', 'Field is required'],
    ['annualRevenue', 'lots', 'Field needs to be float'],
    ['currentFleetSize', '1234', 'Field is invalid. A maximum of 3 numbers is permitted'],
    ['currentFleetSize', 'six', 'Field needs to be digits'],
    ['numberOfEmployees', '12345', 'Field is invalid. A maximum of 4 numbers is permitted'],
    ['howManyVehicles', '', 'Field is required'],
    ['howManyVehicles', '1000', 'Field is invalid. A maximum of 3 numbers is permitted'],
    ['purchaseMoreVehicles', 'maybe', "Field must be 'yes' or 'no'"],
  ] as const)('%s %p: %s', (name, value, message) => {
    expect(check(name, value)).toBe(message);
  });

  it.each([
    ['businessContactNumber', '0298765432'],
    ['businessWebsite', ''],
    ['annualRevenue', '2400000.50'],
    ['currentFleetSize', '999'],
    ['numberOfEmployees', '9999'],
    ['howManyVehicles', '3'],
    ['personalGuarantee', 'no'],
  ] as const)('takes %s %p', (name, value) => {
    expect(check(name, value)).toBeUndefined();
  });

  it('takes a contact number by the region: exactly 10 digits in AU', () => {
    expect(check('businessContactNumber', '021234567')).toBeDefined();
  });
});
