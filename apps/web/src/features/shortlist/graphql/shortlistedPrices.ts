import { graphql } from '../../../gql';

/** Every term's prices of the shortlisted vehicles (the shortlisted-prices filter). */
export const ShortlistedPrices = graphql(`
  query shortlistedPrices($filter: RateBookFilter!) {
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
          vehicleTransmissiongroup
          consumerPrice
          weekLeaseprice
          monthLeaseprice
          duration
        }
      }
    }
  }
`);
