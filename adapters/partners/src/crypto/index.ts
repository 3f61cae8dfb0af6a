export { ScryptPasswordHasher, DEFAULT_SCRYPT_COST, type ScryptCost } from './scrypt-password-hasher';
export { NodeCryptoSecretTokens } from './node-crypto-secret-tokens';
export { ZxcvbnGuessablePasswords } from './zxcvbn-guessable-passwords';
