export * from './sandbox-address-finder';
export { SANDBOX_ADDRESSES, type SandboxAddress } from './sandbox-addresses';
export * from './addressfinder';
