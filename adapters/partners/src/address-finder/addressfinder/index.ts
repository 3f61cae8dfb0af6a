export * as addressfinderWire from './addressfinder-wire';
export { auPartsOf, nzPartsOf, type MetadataParts } from './addressfinder-parts';
export {
  AddressfinderAddressFinder,
  ADDRESSFINDER_PARTNER,
  type AddressfinderAccount,
} from './addressfinder-address-finder';
