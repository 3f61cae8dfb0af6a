import { graphql } from '../../../gql';

/**
 * Every term of the shortlisted vehicles (calculator §7: catalogVehicleId list, pageSize 100,
 * minDuration 36, maxDuration 60) with what the comparison shows, consumption included.
 */
export const ShortlistComparison = graphql(`
  query shortlistComparison($filter: RateBookFilter!) {
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
          weekLeaseprice
          monthLeaseprice
          duration
          fuelConsumptionLPer100Km
          energyConsumptionKwhPer100Km
        }
      }
    }
  }
`);
