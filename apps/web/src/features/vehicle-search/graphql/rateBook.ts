import { graphql } from '../../../gql';

/** One page of the rate book for a search (calculator §3 'Search filters'). */
export const RateBook = graphql(`
  query rateBook($filter: RateBookFilter!) {
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
