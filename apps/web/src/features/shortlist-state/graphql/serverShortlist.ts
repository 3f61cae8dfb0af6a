import { graphql } from '../../../gql';

/** The shortlist the signed-in customer's application keeps. */
export const ServerShortlist = graphql(`
  query serverShortlist {
    getVehicleApplication {
      user {
        id
        region
      }
      vehicleApplication {
        applicationId
        calculator {
          shortlists {
            catalogVehicleId
            catalogYear
            duration
          }
        }
      }
    }
  }
`);
