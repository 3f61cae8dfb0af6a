import { graphql } from '../../../gql';

/** The signed-in user and the application the dashboard shows. */
export const GetDashboardApplication = graphql(`
  query getDashboardApplication {
    getVehicleApplication {
      user {
        id
        firstName
        lastName
        email
        contactNumber
        region
      }
      vehicleApplication {
        applicationId
        applicationType
        calculator {
          company {
            entityType
          }
          shortlists {
            catalogVehicleId
            catalogYear
            duration
            distance
          }
        }
        scoreboard {
          status
          entityDetails {
            entityType
          }
        }
      }
    }
  }
`);
