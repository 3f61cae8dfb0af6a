import { graphql } from '../../../../gql';

/** Where the application's credit check stands, as the waiting, on-hold and review-and-sign screens read it. */
export const GetCreditStanding = graphql(`
  query getCreditStanding {
    getVehicleApplication {
      vehicleApplication {
        applicationId
        scoreboard {
          statusCreditCheck
          leaseSigningStarted
          wetSignature {
            signType
            status
          }
          entityDetails {
            entityType
            hasSecondaryApplicant
          }
          businessDetails {
            financeDetails {
              personalGuarantee
            }
          }
          secondaryApplicant {
            userId
            identityVerificationStatus
          }
        }
      }
    }
  }
`);
