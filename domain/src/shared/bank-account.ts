/*
 * The bank account a lease's rentals are debited from (decision 2081), as it is kept and shown. Its
 * rules (lengths, the New Zealand check digits, the form's messages) are the direct-debit context's;
 * the shape lives here so that the journey and the documents' facts can hold it.
 */

/**
 * The account the lease's rentals are debited from (decision 2081), as the Direct Debit document
 * prints it. AU: an account name, a BSB (6 digits) and an account number (5 to 9 digits). NZ: an
 * account name and the four parts of a New Zealand account number, which pass the published
 * check-digit rules. Digits only are kept; how they are shown is `formatBsb` and `nzAccountNumberText`.
 */
export type DirectDebitAccount = AuBankAccount | NzBankAccount;

export interface AuBankAccount {
  region: 'AU';
  accountName: string;
  /** 6 digits, shown 000-000. */
  bsb: string;
  /** 5 to 9 digits. */
  accountNumber: string;
}

export interface NzBankAccount {
  region: 'NZ';
  accountName: string;
  /** 2 digits. */
  bank: string;
  /** 4 digits. */
  branch: string;
  /** 7 digits: the account's base number. */
  account: string;
  /** 2 or 3 digits. */
  suffix: string;
}

/** A BSB as people write it: 062-000. Anything but 6 digits is shown as given. */
export const formatBsb = (bsb: string): string => {
  const plain = bsb.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(plain) ? `${plain.slice(0, 3)}-${plain.slice(3)}` : bsb;
};

/** A New Zealand account number as people write it: 01-0902-0068389-00. */
export const nzAccountNumberText = (account: Pick<NzBankAccount, 'bank' | 'branch' | 'account' | 'suffix'>) =>
  `${account.bank}-${account.branch}-${account.account}-${account.suffix}`;

/** All but the last 3 digits hidden, for screens and trails that need only to recognise an account. */
export const maskedDigits = (digits: string): string =>
  digits.length <= 3 ? '•'.repeat(digits.length) : `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;

/**
 * The account with its number masked: what the customer's screens, the audit trail and lease-admin
 * show. The BSB, or the bank and branch, only name a branch and stay readable.
 */
export function maskedDirectDebitAccount(account: DirectDebitAccount): DirectDebitAccount {
  return account.region === 'AU'
    ? { ...account, accountNumber: maskedDigits(account.accountNumber) }
    : { ...account, account: maskedDigits(account.account) };
}

/** One line naming the account, its number masked: 'BSB 062-000, account ••••••678'. */
export function maskedAccountText(account: DirectDebitAccount): string {
  const masked = maskedDirectDebitAccount(account);
  return masked.region === 'AU'
    ? `BSB ${formatBsb(masked.bsb)}, account ${masked.accountNumber}`
    : `account ${nzAccountNumberText(masked)}`;
}
