import {
  BODY_STYLE_OPTIONS,
  CAB_TYPE_OPTIONS,
  isBodyType,
  isCabType,
  isDriveTrain,
  isFuelType,
  isSeatCount,
  isTransmission,
} from './catalogue-options';
import { isLeaseTerm, LEASE_TERM_OPTIONS } from './lease-terms';
import { isPageSize, isSortKey, PRICE_SLIDER } from './search-settings';

describe('the catalogue option lists', () => {
  it('offer the values of the specification and nothing else', () => {
    expect(['SEDAN', 'VAN', 'SUV', 'UTE'].every(isBodyType)).toBe(true);
    expect(isBodyType('Wagon')).toBe(false);
    expect(['Extended', 'S/CAB', 'D/CAB'].every(isCabType)).toBe(true);
    expect([2, 3, 4, 5, 6, 7, 8, 12, 14, 17].every(isSeatCount)).toBe(true);
    expect(isSeatCount(9)).toBe(false);
    expect(['Electric', 'Hybrid', 'Petrol', 'Diesel'].every(isFuelType)).toBe(true);
    expect(['4WD', 'RWD', 'FWD'].every(isDriveTrain)).toBe(true);
    expect(isDriveTrain('AWD')).toBe(false);
    expect(['Automatic', 'Manual'].every(isTransmission)).toBe(true);
  });

  it('label them as the screens do', () => {
    expect(BODY_STYLE_OPTIONS.map((o) => o.label)).toEqual(['Van', 'Sedan', 'SUV', 'Ute']);
    expect(CAB_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Extended', 'Single cab', 'Dual cab']);
    expect(LEASE_TERM_OPTIONS.map((o) => o.label)).toEqual(['3 years', '4 years', '5 years']);
  });

  it('know the terms, page sizes, sort keys and price slider', () => {
    expect([36, 48, 60].every(isLeaseTerm)).toBe(true);
    expect(isLeaseTerm(24)).toBe(false);
    expect([10, 25, 50, 100].every(isPageSize)).toBe(true);
    expect(isPageSize(20)).toBe(false);
    expect(['consumer_price', 'week_leaseprice', 'vehicle_description'].every(isSortKey)).toBe(true);
    expect(PRICE_SLIDER).toMatchObject({ min: 20_000, max: 120_000, step: 20_000, noUpperBound: 120_000 });
  });
});
