import { graphql } from '../../../../gql';

/** The tokens of a new identity-scan journey for the signed-in applicant (journey §7 initGBGIdScan). */
export const StartIdentityScan = graphql(`
  query startIdentityScan {
    initGBGIdScan {
      scanningToken
      investigationToken
      journeyDefinitionId
    }
  }
`);
