import type { CreditEnquiry } from '@lease-portal/domain';
import { aCreditEnquiry } from './credit-decision-pact';
import {
  CREDIT_DECISION_PATHS,
  creditEnquiryOfWire,
  creditEnquiryStateOf,
  creditEnquiryStateWire,
  creditEnquiryStateWireOf,
  creditEnquiryWire,
  creditEnquiryWireOf,
} from './credit-decision-wire';

const parsed = (body: unknown) => creditEnquiryStateWire.safeParse(body);

describe('the credit enquiry on the published wire (decision 2120)', () => {
  it("writes the application's submission as the contract's enquiry, its limit in the region's currency", () => {
    expect(creditEnquiryWireOf(aCreditEnquiry('app-1:1'))).toEqual({
      reference: 'app-1:1',
      organisation: 'fleet-co',
      region: 'AU',
      business: {
        name: 'Lygon Street Espresso Pty Ltd',
        number: '51824753556',
        entityType: 'Australian Private Company',
      },
      requestedLimit: { amount: 120_000, currency: 'AUD' },
      personalGuarantee: true,
      statementsProvided: false,
      officers: [{ name: 'Alex Driver', role: 'primary', identityVerified: true }],
    });
    const nz: CreditEnquiry = {
      ...aCreditEnquiry('app-2:1'),
      region: 'NZ',
      business: { name: 'Kiwi Couriers Ltd', businessNumber: '9429 0419 25676' },
    };
    expect(creditEnquiryWireOf(nz)).toMatchObject({
      business: { name: 'Kiwi Couriers Ltd', number: '9429041925676' },
      requestedLimit: { currency: 'NZD' },
    });
    expect(creditEnquiryWireOf(nz).business).not.toHaveProperty('entityType');
  });

  it('reads back the same submission from the wire, and refuses what the contract does not take', () => {
    const enquiry = aCreditEnquiry('app-1:1');
    const wire = creditEnquiryWire.parse(creditEnquiryWireOf(enquiry));
    expect(creditEnquiryOfWire(wire)).toEqual(enquiry);
    const refused = (change: object) =>
      creditEnquiryWire.safeParse({ ...creditEnquiryWireOf(enquiry), ...change }).success;
    expect(refused({ reference: 'app 1/1' })).toBe(false);
    expect(refused({ region: 'US' })).toBe(false);
    expect(refused({ officers: [] })).toBe(false);
    expect(refused({ business: { name: 'X', number: '12345' } })).toBe(false);
    expect(refused({ surprise: true })).toBe(false);
    expect(refused({})).toBe(true);
  });

  it('puts the reference in the path as a segment, keeping the colon of its submission number', () => {
    expect(CREDIT_DECISION_PATHS.enquiry('6f1c0e4a-0000-4000-8000-00000000c7e1:2')).toBe(
      '/credit-enquiries/6f1c0e4a-0000-4000-8000-00000000c7e1:2',
    );
    expect(CREDIT_DECISION_PATHS.enquiry('a/b?c')).toBe('/credit-enquiries/a%2Fb%3Fc');
  });
});

describe("the service's answer on the published wire (decision 2120)", () => {
  const common = { enquiryId: 'CE-7', reference: 'app-1:1', submittedAt: '2026-11-27T09:00:00.000Z' };

  it('reads an enquiry awaiting its decision, and a decided one with its result and when', () => {
    expect(creditEnquiryStateOf(creditEnquiryStateWire.parse({ ...common, status: 'pending' }))).toEqual({
      ...common,
      status: 'pending',
    });
    for (const result of ['approved', 'declined', 'refer', 'secondary_idscan_not_complete'] as const) {
      const decided = { ...common, status: 'decided', result, decidedAt: '2026-11-27T09:00:04+10:00' };
      expect(creditEnquiryStateOf(creditEnquiryStateWire.parse(decided))).toEqual(decided);
    }
  });

  it('refers a result the contract does not name to a person, as the journey maps any other result', () => {
    const decided = { ...common, status: 'decided', result: 'manual_review', decidedAt: common.submittedAt };
    expect(creditEnquiryStateOf(creditEnquiryStateWire.parse(decided)).result).toBe('refer');
  });

  it('takes for garbage a decision without its result or time, an unknown status and a time that is not one', () => {
    expect(parsed({ ...common, status: 'decided', decidedAt: common.submittedAt }).success).toBe(false);
    expect(parsed({ ...common, status: 'decided', result: 'approved' }).success).toBe(false);
    expect(parsed({ ...common, status: 'deciding' }).success).toBe(false);
    expect(parsed({ ...common, status: 'pending', submittedAt: 'yesterday' }).success).toBe(false);
    expect(parsed({ reference: 'app-1:1', status: 'pending', submittedAt: common.submittedAt }).success).toBe(
      false,
    );
  });

  it("writes the sandbox's state as it reads it back", () => {
    const decided = {
      ...common,
      status: 'decided' as const,
      result: 'declined' as const,
      decidedAt: '2026-11-27T09:00:04.000Z',
    };
    expect(creditEnquiryStateOf(creditEnquiryStateWireOf(decided))).toEqual(decided);
    expect(creditEnquiryStateWireOf({ ...common, status: 'pending' })).toEqual({
      ...common,
      status: 'pending',
    });
  });
});
