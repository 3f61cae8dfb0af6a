import { graphql } from '../../../gql';

/** The signed-in user and their application: what decides where the login leads (calculator §4). */
export const GetApplicationAfterLogin = graphql(`
  query getApplicationAfterLogin {
    getVehicleApplication {
      user {
        id
        orgId
        firstName
        lastName
        email
        contactNumber
        region
      }
      vehicleApplication {
        applicationId
        applicationStatus
        applicationType
        orgUserId
        scoreboard {
          status
          validMLADate
          primaryApplicant {
            userId
            email
          }
          secondaryApplicant {
            userId
          }
        }
      }
    }
  }
`);
