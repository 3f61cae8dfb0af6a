import { graphql } from '../../../gql';

/** The rate-book rows of the shortlisted vehicles (calculator §7: pageSize 100, terms 36 to 60 months). */
export const GetShortlistedVehicles = graphql(`
  query getShortlistedVehicles($filter: RateBookFilter!) {
    rateBook(filter: $filter) {
      results {
        rows {
          catalogVehicleId
          catalogYear
          vehicleMake
          vehicleModel
          vehicleTrim
          vehicleFueltype
          vehicleTransmissiongroup
          weekLeaseprice
          monthLeaseprice
          consumerPrice
          duration
          jatoImagepath
          jatoImagepathTrim
          jatoImagepathBase
        }
      }
    }
  }
`);
