import type { SandboxAddress } from '@lease-portal/partners';

/*
 * The sandbox's addresses written as Addressfinder answers them (decision 2111): AU metadata names
 * every attribute and gives null for an empty one; NZ leaves an empty one out.
 */

/** Street types the sandbox's streets end with: Addressfinder gives the type apart from the name. */
const STREET_TYPES = new Set([
  'Street',
  'Road',
  'Avenue',
  'Terrace',
  'Parade',
  'Circuit',
  'Drive',
  'Place',
  'Quay',
  'Lane',
]);

function streetOf(streetName: string | undefined): { name: string | null; type: string | null } {
  const words = (streetName ?? '').split(' ');
  const last = words.at(-1) ?? '';
  return words.length > 1 && STREET_TYPES.has(last)
    ? { name: words.slice(0, -1).join(' '), type: last }
    : { name: streetName || null, type: null };
}

/** The sandbox's units are all 'Unit n'. */
function unitOf(subPremise: string | undefined): { type: string | null; identifier: string | null } {
  const unit = /^(\S+) (.+)$/.exec(subPremise ?? '');
  return unit ? { type: unit[1]!, identifier: unit[2]! } : { type: null, identifier: null };
}

export const auCompletionOf = (address: SandboxAddress) => ({
  full_address: address.fullAddress,
  id: address.partnerId,
  canonical_address_id: address.partnerId,
});

export function auMetadataOf(address: SandboxAddress) {
  const street = streetOf(address.streetName);
  const unit = unitOf(address.subPremise);
  return {
    full_address: address.fullAddress,
    id: address.partnerId,
    canonical_address: address.fullAddress,
    canonical_address_id: address.partnerId,
    latitude: null,
    longitude: null,
    lot_identifier: null,
    box_identifier: null,
    box_type: null,
    site_name: null,
    level_type: null,
    level_number: null,
    unit_type: unit.type,
    unit_identifier: unit.identifier,
    street_number_1: address.streetNo ?? null,
    street_number_2: null,
    street_name: street.name,
    street_type: street.type,
    street_suffix: null,
    locality_name: address.suburb ?? null,
    state_territory: address.state?.toUpperCase() ?? null,
    postcode: address.postCode ?? null,
    address_line_1: address.fullAddress.split(', ').slice(0, -1).join(', '),
    address_line_2: null,
    success: true,
  };
}

export const nzCompletionOf = (address: SandboxAddress) => ({
  a: address.fullAddress,
  pxid: address.partnerId,
  v: 0,
});

export function nzMetadataOf(address: SandboxAddress) {
  const street = streetOf(address.streetName);
  const unit = unitOf(address.subPremise);
  // The town is the text's last part before the postcode ('…, Te Aro, Wellington 6011').
  const city = address.fullAddress
    .split(', ')
    .at(-1)
    ?.replace(/\s*\d{4}$/, '');
  return {
    pxid: address.partnerId,
    a: address.fullAddress,
    ...(unit.identifier ? { unit_type: unit.type, unit_identifier: unit.identifier } : {}),
    number: address.streetNo,
    street: address.streetName,
    street_name: street.name,
    ...(street.type ? { street_type: street.type } : {}),
    suburb: address.suburb,
    city,
    postcode: address.postCode,
    // Regional authorities as Addressfinder names them, e.g. 'Wellington Region' (our inference).
    region: `${address.state} Region`,
    success: true,
  };
}
