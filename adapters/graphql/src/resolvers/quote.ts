import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';
import { valueOf, viewerOf } from './resolver-helpers';

/**
 * The quote review's operations (journey §7). The quote travels as a data URL: it is made on
 * request for this viewer and stored nowhere (decision 1530).
 */
export function quoteMutationResolvers(
  deps: GraphqlDependencies,
): Pick<
  Required<MutationResolvers>,
  'getQuotePDF' | 'getQuoteDocusign' | 'getEnvelope' | 'updateDocusignStatus'
> {
  const { quote } = deps;
  return {
    getQuotePDF: async (_parent, _args, context) => {
      const document = valueOf(await quote.getQuotePdf.execute(viewerOf(context)));
      return { url: `data:application/pdf;base64,${Buffer.from(document.pdf).toString('base64')}` };
    },
    getQuoteDocusign: async (_parent, { returnUrl }, context) =>
      valueOf(
        await quote.startQuoteSigning.execute({ user: viewerOf(context), returnUrl, host: context.host }),
      ),
    getEnvelope: async (_parent, _args, context) =>
      valueOf(await quote.quoteEnvelopeStatus.execute(viewerOf(context))),
    updateDocusignStatus: async (_parent, { applicationId, docusignStatus }, context) => {
      const recorded = valueOf(
        await quote.recordQuoteSignature.execute({
          user: viewerOf(context),
          applicationId,
          quoteSignature: docusignStatus,
        }),
      );
      return { status: '200', message: recorded.status };
    },
  };
}
