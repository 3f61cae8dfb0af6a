import { graphql } from '../../../gql';

/** Addresses matching what was typed, in the given countries (journey §9: AU and NZ). */
export const SuggestAddresses = graphql(`
  query suggestAddresses($query: String!, $countries: [Region!]) {
    addressSuggestions(query: $query, countries: $countries) {
      id
      fullAddress
      country
    }
  }
`);
