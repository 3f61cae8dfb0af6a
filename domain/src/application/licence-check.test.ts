import { identityCheckWordOf, licenceCheckOf, licenceToCheck } from './licence-check';

describe("the licence check and the customer's words for it (decision 2080)", () => {
  it("verifies only a scan in the officer's name; anything else waits for staff", () => {
    expect(licenceCheckOf('scan', true)).toEqual({ status: 'nameMatched', source: 'scan' });
    expect(licenceCheckOf('scan', false)).toEqual({ status: 'toCheck', source: 'scan' });
    expect(licenceCheckOf('upload', false)).toEqual({ status: 'toCheck', source: 'upload' });
    expect(licenceCheckOf('upload', true)).toEqual({ status: 'toCheck', source: 'upload' });
    expect(licenceToCheck(licenceCheckOf('upload', false))).toBe(true);
    expect(licenceToCheck(undefined)).toBe(false);
  });

  it("says verified only when the licence is known to be the officer's", () => {
    expect(identityCheckWordOf({ status: 'nameMatched', source: 'scan' })).toBe('verified');
    expect(identityCheckWordOf({ status: 'accepted', source: 'upload' })).toBe('verified');
    expect(identityCheckWordOf({ status: 'toCheck', source: 'upload' })).toBe('beingChecked');
    expect(identityCheckWordOf({ status: 'rejected', source: 'upload' })).toBe('notAccepted');
  });
});
