import { graphql } from '../../../../gql';

/** Confirms the signed-in user as Authorised Officer (1), or nominates someone else (journey §4, §7). */
export const SelectPrimaryApplicant = graphql(`
  mutation selectPrimaryApplicant(
    $isCurrentUserPrimary: Boolean!
    $vehicleApplicationStatus: String
    $userInfo: ApplicantInfoInput
  ) {
    selectPrimaryApplicant(
      isCurrentUserPrimary: $isCurrentUserPrimary
      vehicleApplicationStatus: $vehicleApplicationStatus
      userInfo: $userInfo
    ) {
      status
      message
    }
  }
`);
