import { graphql } from '../../../../../gql';

/** What the credit application accordion restores: the saved sections, the business and the price. */
export const GetCreditApplication = graphql(`
  query getCreditApplication {
    getVehicleApplication {
      user {
        id
        region
      }
      vehicleApplication {
        applicationId
        scoreboard {
          entityDetails {
            entityName
            entityType
          }
          companyDetails {
            companyName
            companyLegalName
          }
          leaseDetails {
            driveAwayPrice
            fiscalValue
          }
          businessDetails {
            entityDetails {
              companyLegalName
              companyLegalAddress
              tradingAddressSame
              tradingAddress
              businessContactNumber
              businessWebsite
              streetNo
              streetName
              suburb
              state
              postCode
              country
              countryCode
              subPremise
            }
            annualRevenue
            financeDetails {
              currentFleetSize
              numberOfEmployees
              purchaseMoreVehicles
              howManyVehicles
              valueOfApplication
              maximum
              fileUrls {
                uuid
                fileName
                mimeType
              }
              personalGuarantee
              completed
            }
          }
        }
      }
    }
  }
`);
