import { QUOTE_SIGN_CANCEL_DELAY_MS, returnPageKind } from './quote-sign-return';

describe('the quote sign return page', () => {
  it('waits and closes after Finish later, and checks the status after anything else', () => {
    expect(returnPageKind('cancel')).toBe('cancel');
    expect(returnPageKind('signing_complete')).toBe('status');
    expect(returnPageKind('decline')).toBe('status');
    expect(returnPageKind(null)).toBe('status');
  });

  it('waits the 4000 ms of journey §9 before it closes', () => {
    expect(QUOTE_SIGN_CANCEL_DELAY_MS).toBe(4000);
  });
});
