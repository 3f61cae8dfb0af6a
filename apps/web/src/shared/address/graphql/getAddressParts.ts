import { graphql } from '../../../gql';

/** The parts of one suggested address, as the business-details and identity forms store them. */
export const GetAddressParts = graphql(`
  query getAddressParts($id: ID!) {
    addressDetails(id: $id) {
      id
      fullAddress
      subPremise
      streetNo
      streetName
      suburb
      state
      postCode
      country
      countryCode
    }
  }
`);
