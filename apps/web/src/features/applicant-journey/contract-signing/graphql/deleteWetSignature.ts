import { graphql } from '../../../../gql';

/** Empties a signed document's slot, until the documents are submitted (journey §7). */
export const DeleteWetSignature = graphql(`
  mutation deleteWetSignature($applicationId: ID!, $wetSignatureObjName: String!) {
    deleteWetSignature(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName) {
      url
    }
  }
`);
