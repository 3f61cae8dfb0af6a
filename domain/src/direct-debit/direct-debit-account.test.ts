import { DIRECT_DEBIT_MESSAGES, directDebitAccountOf, directDebitFieldErrors } from './direct-debit-account';
import {
  formatBsb,
  maskedAccountText,
  maskedDirectDebitAccount,
  nzAccountNumberText,
} from '../shared/bank-account';

describe('the Australian account to debit', () => {
  it('keeps the BSB and account number as digits, whatever spaces and dashes were typed', () => {
    const account = directDebitAccountOf('AU', {
      accountName: '  Coastal Plumbing   Services ',
      bsb: '062-000',
      accountNumber: '1234 5678',
    });
    expect(account).toEqual({
      ok: true,
      value: {
        region: 'AU',
        accountName: 'Coastal Plumbing Services',
        bsb: '062000',
        accountNumber: '12345678',
      },
    });
  });

  it.each(['062 000', '062000', '062-000'])('reads the BSB %s as 062-000', (bsb) => {
    const account = directDebitAccountOf('AU', { accountName: 'Coastal', bsb, accountNumber: '12345' });
    expect(account.ok && account.value.region === 'AU' && formatBsb(account.value.bsb)).toBe('062-000');
  });

  it.each(['06200', '0620001', '06a-000', '062/000'])('refuses the BSB %s: it is 6 digits', (bsb) => {
    expect(directDebitFieldErrors('AU', { accountName: 'Coastal', bsb, accountNumber: '12345' })).toEqual({
      bsb: DIRECT_DEBIT_MESSAGES.bsb,
    });
  });

  it('takes account numbers of 5 to 9 digits', () => {
    const errorsFor = (accountNumber: string) =>
      directDebitFieldErrors('AU', { accountName: 'Coastal', bsb: '062000', accountNumber });
    expect(errorsFor('12345')).toEqual({});
    expect(errorsFor('123456789')).toEqual({});
    expect(errorsFor('1234')).toEqual({ accountNumber: DIRECT_DEBIT_MESSAGES.accountNumber });
    expect(errorsFor('1234567890')).toEqual({ accountNumber: DIRECT_DEBIT_MESSAGES.accountNumber });
  });

  it('names every field left empty, and refuses with BAD_INPUT and its fields', () => {
    const refused = directDebitAccountOf('AU', {});
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('BAD_INPUT');
    expect(refused.error.details).toMatchObject({
      reason: 'DIRECT_DEBIT.ACCOUNT_INVALID',
      fields: {
        accountName: ['Field is required'],
        bsb: ['Field is required'],
        accountNumber: ['Field is required'],
      },
    });
  });

  it('is masked to its last 3 digits for screens and the trail; the BSB stays readable', () => {
    const account = {
      region: 'AU',
      accountName: 'Coastal',
      bsb: '062000',
      accountNumber: '12345678',
    } as const;
    expect(maskedDirectDebitAccount(account)).toMatchObject({ accountNumber: '•••••678', bsb: '062000' });
    expect(maskedAccountText(account)).toBe('BSB 062-000, account •••••678');
  });
});

describe('the New Zealand account to debit', () => {
  const valid = {
    accountName: 'Kiwi Couriers',
    bank: '01',
    branch: '0902',
    account: '0068389',
    suffix: '00',
  };

  it('accepts a number that passes the published check digits, and writes it 01-0902-0068389-00', () => {
    const account = directDebitAccountOf('NZ', valid);
    expect(account.ok).toBe(true);
    if (account.ok && account.value.region === 'NZ') {
      expect(nzAccountNumberText(account.value)).toBe('01-0902-0068389-00');
      expect(maskedAccountText(account.value)).toBe('account 01-0902-••••389-00');
    }
  });

  it('says which part is wrong: its length, the bank, the branch, then the check digits', () => {
    expect(directDebitFieldErrors('NZ', { ...valid, bank: '1', suffix: '0' })).toEqual({
      bank: DIRECT_DEBIT_MESSAGES.bank,
      suffix: DIRECT_DEBIT_MESSAGES.suffix,
    });
    expect(directDebitFieldErrors('NZ', { ...valid, branch: '902', account: '68389' })).toEqual({
      branch: DIRECT_DEBIT_MESSAGES.branch,
      account: DIRECT_DEBIT_MESSAGES.account,
    });
    expect(directDebitFieldErrors('NZ', { ...valid, bank: '07' })).toEqual({
      bank: DIRECT_DEBIT_MESSAGES.unknownBank,
    });
    expect(directDebitFieldErrors('NZ', { ...valid, branch: '1200' })).toEqual({
      branch: DIRECT_DEBIT_MESSAGES.branchNotOfBank,
    });
    expect(directDebitFieldErrors('NZ', { ...valid, account: '0068388' })).toEqual({
      account: DIRECT_DEBIT_MESSAGES.checkDigits,
    });
  });

  it('takes a 3-digit suffix', () => {
    expect(
      directDebitFieldErrors('NZ', {
        accountName: 'Kiwi Couriers',
        bank: '08',
        branch: '6523',
        account: '1954512',
        suffix: '001',
      }),
    ).toEqual({});
  });
});
