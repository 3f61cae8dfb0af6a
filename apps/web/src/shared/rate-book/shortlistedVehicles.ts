import { graphql } from '../../gql';

/**
 * The rate-book rows of shortlisted vehicles, every term (calculator §7: the catalogVehicleId list,
 * pageSize 100, terms 36 to 60 months). One operation for the shortlist page, the dashboard and the
 * signed-in shortlist, so they share Apollo's cached answer.
 */
export const ShortlistedVehicles = graphql(`
  query shortlistedVehicles($filter: RateBookFilter!) {
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
