import { graphql } from '../../../../gql';

/** Keeps the applicant's licence: their passed scan (journeyId) or the front and back they uploaded. */
export const SaveDrivingLicence = graphql(`
  mutation saveDrivingLicence(
    $applicationId: ID!
    $params: [UploadedFileInput!]!
    $applicantType: ApplicantRole!
    $journeyId: ID
  ) {
    saveDrivingLicense(
      applicationId: $applicationId
      params: $params
      applicantType: $applicantType
      journeyId: $journeyId
    ) {
      status
    }
  }
`);
