export * from './contract-screen';
export * from './digital-signing';
export * from './wet-signature-submission';
