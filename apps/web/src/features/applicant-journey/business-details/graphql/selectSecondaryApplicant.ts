import { graphql } from '../../../../gql';

/** Nominates Authorised Officer (2), who is invited by mail (journey §4, §7). */
export const SelectSecondaryApplicant = graphql(`
  mutation selectSecondaryApplicant($applicantType: String!, $userInfo: ApplicantInfoInput!) {
    selectSecondaryApplicant(applicantType: $applicantType, userInfo: $userInfo) {
      status
      message
    }
  }
`);
