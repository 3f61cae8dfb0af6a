import { graphql } from '../../../../gql';

/**
 * What the approvals step reads (journey §2 'ID check', 'Application review'): whose identity check is
 * done, the scan's error count, what a kept scan read (the form reopens with it), the details
 * confirmed, and the business and officers the review shows.
 */
export const GetApprovals = graphql(`
  query getApprovals {
    getVehicleApplication {
      user {
        id
        region
      }
      vehicleApplication {
        applicationId
        scoreboard {
          statusCreditCheck
          primaryApplicant {
            userId
            firstName
            lastName
            email
            phone
            identityVerificationStatus
            identityCheck
            privacyConsent
            applicationReviewStatus
            idScanData {
              fileUrls
              firstName
              middleName
              lastName
              dateOfBirth
              addressFull
              licenseNumber
              cardNumber
              licenseIssuedState
              licenseExpiry
              licenseVersion
              idScan {
                skipped
                errorCount
              }
            }
            idScanResult {
              firstName
              middleName
              lastName
              dob
              currentAddress
              previousAddress
              streetNo
              streetName
              suburb
              state
              postCode
              country
              countryCode
              subPremise
              driversLicenceNumber
              driversLicenceExpiry
              driversLicenceState
              driversCardNumber
              version
            }
          }
          secondaryApplicant {
            userId
            firstName
            lastName
            email
            phone
            applicantType
            identityVerificationStatus
            identityCheck
            idScanData {
              fileUrls
              firstName
              middleName
              lastName
              dateOfBirth
              addressFull
              licenseNumber
              cardNumber
              licenseIssuedState
              licenseExpiry
              licenseVersion
              idScan {
                skipped
                errorCount
              }
            }
            idScanResult {
              firstName
              middleName
              lastName
              dob
              currentAddress
              previousAddress
              streetNo
              streetName
              suburb
              state
              postCode
              country
              countryCode
              subPremise
              driversLicenceNumber
              driversLicenceExpiry
              driversLicenceState
              driversCardNumber
              version
            }
          }
          entityDetails {
            entityName
            abn
            entityType
            hasSecondaryApplicant
          }
          companyDetails {
            companyLegalName
            abn
            nzbn
          }
          businessDetails {
            entityDetails {
              companyLegalName
              companyLegalAddress
              tradingAddressSame
              tradingAddress
              businessContactNumber
              businessWebsite
            }
            annualRevenue
            financeDetails {
              currentFleetSize
              numberOfEmployees
              purchaseMoreVehicles
              howManyVehicles
              valueOfApplication
              personalGuarantee
            }
          }
        }
      }
    }
  }
`);
