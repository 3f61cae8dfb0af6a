import { graphql } from '../../../gql';

/** The rate-book rows of the server's shortlisted vehicles, every term (calculator §7). */
export const ShortlistVehicles = graphql(`
  query shortlistVehicles($filter: RateBookFilter!) {
    rateBook(filter: $filter) {
      results {
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
