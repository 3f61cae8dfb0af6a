import { graphql } from '../../gql';

/**
 * One page of the rate book with every vehicle field (calculator §3): the results page's search and the
 * shortlisted-prices fetch (§7) alike, so every page shares Apollo's cached answers.
 */
export const RateBookPage = graphql(`
  query rateBookPage($filter: RateBookFilter!) {
    rateBook(filter: $filter) {
      resultCount
      results {
        totalCount
        rows {
          catalogVehicleId
          catalogYear
          vehicleMake
          vehicleModel
          vehicleTrim
          vehicleDescription
          vehicleDrivetrain
          vehicleFueltype
          vehiclePrimaryfueltype
          vehicleTransmissiongroup
          vehicleBodytype
          vehicleSeats
          cabType
          consumerPrice
          catalogPrice
          weekLeaseprice
          monthLeaseprice
          duration
          durationUnit
          jatoImagepath
          jatoImagepathTrim
          jatoImagepathBase
        }
      }
    }
  }
`);
