export * from './direct-debit-account';
export * from './nz-bank-account-number';
