import { graphql } from '../../../gql';

/** The models of the chosen makes, upper-cased. */
export const VehicleModels = graphql(`
  query vehicleModels($countryCode: Region!, $makes: [String!]!) {
    vehicleModels(countryCode: $countryCode, makes: $makes) {
      make
      models
    }
  }
`);
