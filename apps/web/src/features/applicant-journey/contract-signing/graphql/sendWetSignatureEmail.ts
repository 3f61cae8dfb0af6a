import { graphql } from '../../../../gql';

/** E-mails the paper documents, one or 'send-all', to an address (journey §7). */
export const SendWetSignatureEmail = graphql(`
  mutation sendWetSignatureEmail($applicationId: ID!, $wetSignatureObjName: String!, $email: String!) {
    sendWetSignatureEmail(
      applicationId: $applicationId
      wetSignatureObjName: $wetSignatureObjName
      email: $email
    ) {
      url
    }
  }
`);
