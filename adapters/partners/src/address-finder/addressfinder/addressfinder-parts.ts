import { COUNTRY_NAMES, nzRegionNamed, type AddressParts } from '@lease-portal/domain';
import type { AuMetadataWire, NzMetadataWire } from './addressfinder-wire';

/** The parts the port answers: every part but the id, which the use case writes with its country. */
export type MetadataParts = Omit<AddressParts, 'id'>;

/** A part Addressfinder gave, trimmed; absent when null, left out or blank. */
const given = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const joined = (separator: string, ...parts: (string | undefined)[]) =>
  parts.filter((part) => part !== undefined).join(separator) || undefined;

/** Drops the parts Addressfinder did not give, so an absent part is absent, not undefined. */
function present(parts: MetadataParts): MetadataParts {
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined),
  ) as MetadataParts;
}

/**
 * AU metadata as the journey's parts (decision 1246, completed by 2111): the unit and level as the
 * sub premise ('Unit 2, Level 3'), the street number or its range ('11-15'; 'Lot 3' for a lot
 * without one), the street's name, type and suffix, the locality as the suburb, the state as its
 * lower-case code.
 */
export function auPartsOf(metadata: AuMetadataWire): MetadataParts {
  const unit = given(metadata.unit_identifier);
  const level = given(metadata.level_number);
  const first = given(metadata.street_number_1);
  const last = given(metadata.street_number_2);
  const lot = given(metadata.lot_identifier);
  return present({
    fullAddress: metadata.full_address.trim(),
    subPremise: joined(
      ', ',
      unit && `${given(metadata.unit_type) ?? 'Unit'} ${unit}`,
      level && `${given(metadata.level_type) ?? 'Level'} ${level}`,
    ),
    streetNo: first ? joined('-', first, last) : lot && `Lot ${lot}`,
    streetName: joined(
      ' ',
      given(metadata.street_name),
      given(metadata.street_type),
      given(metadata.street_suffix),
    ),
    suburb: given(metadata.locality_name),
    state: given(metadata.state_territory)?.toLowerCase(),
    postCode: given(metadata.postcode),
    country: COUNTRY_NAMES.AU,
    countryCode: 'AU',
  });
}

/**
 * NZ metadata as the journey's parts (decision 1246): the unit and floor as the sub premise, the
 * number with its alpha ('1703A'), the street with its type, the suburb (the town where there is no
 * suburb, as for a rural address), the region by the name the journey stores.
 */
export function nzPartsOf(metadata: NzMetadataWire): MetadataParts {
  const unit = given(metadata.unit_identifier);
  const number = given(metadata.number);
  const region = given(metadata.region);
  return present({
    fullAddress: metadata.a.trim(),
    subPremise: joined(', ', unit && `${given(metadata.unit_type) ?? 'Unit'} ${unit}`, given(metadata.floor)),
    streetNo: number && `${number}${given(metadata.alpha) ?? ''}`,
    streetName:
      given(metadata.street) ?? joined(' ', given(metadata.street_name), given(metadata.street_type)),
    suburb: given(metadata.suburb) ?? given(metadata.city),
    state: region && (nzRegionNamed(region) ?? region),
    postCode: given(metadata.postcode),
    country: COUNTRY_NAMES.NZ,
    countryCode: 'NZ',
  });
}
