import { graphql } from '../../../gql';

/** The signed-in user and their application, as the journey's home and quote review read it. */
export const GetJourneyApplication = graphql(`
  query getJourneyApplication {
    getVehicleApplication {
      user {
        id
        firstName
        lastName
        email
        region
      }
      vehicleApplication {
        applicationId
        applicationType
        orgUserId
        scoreboard {
          status
          statusSecondary
          docusignStatus
          wetSignature {
            signType
            status
          }
          primaryApplicant {
            userId
            firstName
            lastName
            email
            phone
            confirmed
          }
          secondaryApplicant {
            userId
            firstName
            lastName
            email
            phone
            applicantType
          }
          entityDetails {
            entityName
            abn
            entityType
            industry
            subDivision
            subGroup
            hasSecondaryApplicant
          }
          companyDetails {
            companyName
            companyLegalName
            abn
            nzbn
          }
          quoteDetails {
            primaryQuoteReference
            erpQuoteRef
          }
          leaseDetails {
            driveAwayPrice
            fiscalValue
            monthlyRentalNet
            terms
          }
          vehicleDetails {
            make
            model
            vehicleImage
          }
        }
      }
    }
  }
`);
