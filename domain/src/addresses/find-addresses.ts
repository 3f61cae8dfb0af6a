import { REGIONS, isRegion, type Region } from '../shared/region';
import { DomainError } from '../shared/result';
import type { AddressParts, AddressSuggestion } from './address';
import { addressErrors } from './address-errors';
import type { AddressFinder } from './address-finder.port';

/** Journey §9: the autocomplete is restricted to AU and NZ; at most 10 suggestions, from 3 characters. */
export const ADDRESS_SUGGESTIONS_MAXIMUM = 10;
export const ADDRESS_QUERY_MINIMUM_LENGTH = 3;
/** Longer than any address; the API refuses longer text before it gets here. */
export const ADDRESS_QUERY_MAXIMUM_LENGTH = 200;
export const ADDRESS_ID_MAXIMUM_LENGTH = 100;

/** A suggestion's id carries its country, so its parts can be asked of the right register. */
const idOf = (country: Region, partnerId: string) => `${country}:${partnerId}`;
function partsOfId(id: string): { country: Region; partnerId: string } | undefined {
  const at = id.indexOf(':');
  const country = id.slice(0, at);
  const partnerId = id.slice(at + 1);
  return at > 0 && isRegion(country) && partnerId !== '' ? { country, partnerId } : undefined;
}

export interface AddressSuggestionsRequest {
  query: string;
  /** Restricts the suggestions further; absent or empty means both AU and NZ. */
  countries?: readonly string[] | null;
}

/** addressSuggestions and addressDetails (journey §2 address autocomplete, §9). */
export class FindAddresses {
  constructor(private readonly finder: AddressFinder) {}

  /**
   * Suggestions for what was typed: none below 3 characters; AU and NZ only, whatever was asked;
   * the two countries' best taken in turn, at most 10 in all.
   */
  async suggestions(request: AddressSuggestionsRequest): Promise<AddressSuggestion[]> {
    const query = request.query.trim().replace(/\s+/g, ' ').slice(0, ADDRESS_QUERY_MAXIMUM_LENGTH);
    if ([...query].length < ADDRESS_QUERY_MINIMUM_LENGTH) return [];
    const asked = (request.countries ?? []).filter(isRegion);
    const countries = REGIONS.filter((region) =>
      request.countries && request.countries.length > 0 ? asked.includes(region) : true,
    );
    const answers = await Promise.all(
      countries.map(async (country) =>
        (await this.ask(() => this.finder.autocomplete(country, query, ADDRESS_SUGGESTIONS_MAXIMUM))).map(
          (completion): AddressSuggestion => ({
            id: idOf(country, completion.id),
            fullAddress: completion.fullAddress,
            country,
          }),
        ),
      ),
    );
    return inTurn(answers).slice(0, ADDRESS_SUGGESTIONS_MAXIMUM);
  }

  /** The parts of a suggestion; undefined for an id no suggestion had. */
  async details(id: string): Promise<AddressParts | undefined> {
    const parsed = id.length <= ADDRESS_ID_MAXIMUM_LENGTH ? partsOfId(id.trim()) : undefined;
    if (!parsed) return undefined;
    const parts = await this.ask(() => this.finder.metadata(parsed.country, parsed.partnerId));
    if (!parts || parts.countryCode !== parsed.country) return undefined;
    return { id: idOf(parsed.country, parsed.partnerId), ...parts };
  }

  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw addressErrors.finderUnavailable({
        cause: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/** The lists' first items, then their second items, and so on. */
function inTurn<T>(lists: readonly T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, at) =>
    lists.flatMap((list) => (at < list.length ? [list[at]!] : [])),
  ).flat();
}
