import { graphql } from '../../../../gql';

/**
 * The identity check's writes (decision 1635): the scan error alert's OK (`<applicant>.idScanData.idScan`,
 * `{ skipped: true }`) and the confirmed ID form (`<applicant>.idScanResult`).
 */
export const SaveIdentityCheck = graphql(`
  mutation saveIdentityCheck($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
