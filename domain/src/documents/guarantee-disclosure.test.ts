import { soleTraderGuaranteeNotice } from './guarantee-disclosure';

describe('soleTraderGuaranteeNotice', () => {
  it('names the guarantee as the region’s documents title it', () => {
    expect(soleTraderGuaranteeNotice('AU')).toBe(
      'As a sole trader you personally guarantee this lease: the Personal Guarantee is one of the lease documents you will sign.',
    );
    expect(soleTraderGuaranteeNotice('NZ')).toContain('the Deed of Guarantee & Indemnity is one of');
  });
});
