import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { valueOf, viewerOf } from './resolver-helpers';

/**
 * The finished home's Download signed documents (decision 2091). The documents travel as data URLs,
 * as the quote and the paper pack do (decision 1530): made on request for an applicant of the
 * application, stored nowhere, and never behind a link that works without the session.
 */
export function signedDocumentsQueryResolvers(
  deps: GraphqlDependencies,
): Pick<Required<QueryResolvers>, 'signedDocuments'> {
  return {
    signedDocuments: async (_parent, { applicationId }, context) => {
      const files = valueOf(
        await deps.contractSigning.signedDocuments.execute({ user: viewerOf(context), applicationId }),
      );
      return {
        files: files.map((file) => ({
          fileName: file.fileName,
          url: `data:application/pdf;base64,${Buffer.from(file.pdf).toString('base64')}`,
        })),
      };
    },
  };
}
