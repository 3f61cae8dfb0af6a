import type { Region } from '../shared/region';
import { AU_STATES } from '../validation/field-rules';
import { nzRegionNamed, type AddressEntry } from './address-entry';

/** '[n/]number name': '12 Main Street', '3/88 Crown Street', '11-15 Neville Street', '1703A State Highway 1'. */
export const STREET_NUMBER_AND_NAME = /^(?:(\S+?)\/)?(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)\s+(.+)$/;

const AU_STATE_AT_END = new RegExp(`(^|\\s)(${AU_STATES.join('|')})$`, 'i');

/**
 * What a person typed in the address field, read as parts where it can be, so that entering the
 * address by hand starts from it (decision 2111): the parts before the street line are the unit
 * ('Unit 2, 12 Main Street'; '3/88 Crown Street' is unit 3), the part after it the suburb, and a
 * four-digit postcode and an AU state code or NZ region at the end are taken as such. Text that reads
 * as no street line is the street name, so nothing typed is lost; the person checks every part.
 */
export function typedAddressEntry(countryCode: Region, typed: string): AddressEntry {
  let text = typed.replace(/\s+/g, ' ').trim();
  const entry: AddressEntry = {};
  const postCode = /[\s,]*\b(\d{4})$/.exec(text);
  if (postCode && text.length > postCode[0].length) {
    entry.postCode = postCode[1];
    text = text.slice(0, postCode.index).trim();
  }
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  const state = countryCode === 'AU' && last ? AU_STATE_AT_END.exec(last) : null;
  if (state) {
    entry.state = state[2]!.toLowerCase();
    const rest = last!.slice(0, state.index).trim();
    if (rest) parts[parts.length - 1] = rest;
    else parts.pop();
  } else if (countryCode === 'NZ' && last && parts.length > 1 && nzRegionNamed(last)) {
    entry.state = nzRegionNamed(last);
    parts.pop();
  }

  const at = parts.findIndex((part) => STREET_NUMBER_AND_NAME.test(part));
  if (at < 0) {
    const [first, second] = parts;
    if (first) entry.streetName = first;
    if (second) entry.suburb = second;
    return entry;
  }
  const [, unit, streetNo, streetName] = STREET_NUMBER_AND_NAME.exec(parts[at]!)!;
  const premise = parts.slice(0, at).join(', ');
  if (premise || unit) entry.subPremise = premise || `Unit ${unit}`;
  entry.streetNo = streetNo;
  entry.streetName = streetName;
  if (parts[at + 1]) entry.suburb = parts[at + 1];
  return entry;
}
