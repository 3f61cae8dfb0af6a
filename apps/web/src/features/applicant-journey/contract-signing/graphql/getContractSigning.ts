import { graphql } from '../../../../gql';

/** What the signing screens read: the officers, the guarantee, the paper documents' upload slots and the account to debit (masked). */
export const GetContractSigning = graphql(`
  query getContractSigning {
    getVehicleApplication {
      vehicleApplication {
        applicationId
        scoreboard {
          status
          statusSecondary
          statusCreditCheck
          wetSignature {
            signType
            status
            rejectionReason
            documents {
              documentAI {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
              documentAI_MMBA {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
              documentMLA {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
              documentPCA {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
              documentBank {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
              documentQuote {
                uploadFile {
                  uuid
                  fileName
                  mimeType
                }
              }
            }
          }
          primaryApplicant {
            userId
            email
          }
          secondaryApplicant {
            userId
            email
          }
          entityDetails {
            entityType
          }
          businessDetails {
            financeDetails {
              personalGuarantee
            }
          }
          directDebitAccount {
            region
            accountName
            bsb
            accountNumber
            bank
            branch
            account
            suffix
          }
        }
      }
    }
  }
`);
