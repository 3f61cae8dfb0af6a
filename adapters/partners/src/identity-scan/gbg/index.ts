export { GbgIdentityScan, GBG_PARTNER } from './gbg-identity-scan';
export { gbgIdentityScan, TOKEN_KEPT_SECONDS, type GbgAccount, type GbgConnection } from './gbg-connection';
export * as gbgWire from './gbg-wire';
