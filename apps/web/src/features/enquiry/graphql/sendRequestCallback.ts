import { graphql } from '../../../gql';

/** The 'Request a call' dialog's request. */
export const SendRequestCallback = graphql(`
  mutation sendRequestCallback($payload: RequestCallbackInput!) {
    sendRequestCallback(payload: $payload) {
      status
      message
    }
  }
`);
