import { graphql } from '../../../gql';

/** The makes offered in the organisation's country, upper-cased. */
export const VehicleMakes = graphql(`
  query vehicleMakes($countryCode: Region!) {
    vehicleMakes(countryCode: $countryCode)
  }
`);
