import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';
import { valueOf, viewerOf } from './resolver-helpers';

/** Where the journey goes once a step of signing is done: the application's route (journey §4). */
const applicationRoute = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

/**
 * Signing the lease (journey §7). The documents travel as data URLs, made on request for Authorised
 * Officer (1) and stored nowhere, as the quote does (decision 1530).
 */
export function contractSigningMutationResolvers(
  deps: GraphqlDependencies,
): Pick<
  Required<MutationResolvers>,
  | 'getEnvelopeMLA'
  | 'getMLADocusign'
  | 'getWetSignatureUrl'
  | 'uploadWetSignature'
  | 'deleteWetSignature'
  | 'sendWetSignatureEmail'
  | 'submitWetSignature'
> {
  const signing = deps.contractSigning;
  return {
    getEnvelopeMLA: async (_parent, { applicationId }, context) => {
      const answer = valueOf(await signing.signingStatus.execute({ user: viewerOf(context), applicationId }));
      return {
        status: {
          signers: answer.status.signers.map((signer) => ({ ...signer })),
          witnesses: answer.status.witnesses.map((witness) => ({ ...witness })),
        },
        // The browser moves on only on the portal's word that the application is finished.
        finished: answer.finished,
      };
    },
    getMLADocusign: async (_parent, { applicationId, isCurrentUserPrimary, returnUrl, witness }, context) =>
      valueOf(
        await signing.startSigning.execute({
          user: viewerOf(context),
          applicationId,
          isCurrentUserPrimary,
          returnUrl,
          host: context.host,
          ...(witness ? { witness } : {}),
        }),
      ),
    getWetSignatureUrl: async (_parent, { applicationId, wetSignatureObjName }, context) => {
      const documents = valueOf(
        await signing.paperDocuments.execute({ user: viewerOf(context), applicationId, wetSignatureObjName }),
      );
      return {
        files: documents.map((document) => ({
          fileName: document.fileName,
          url: `data:application/pdf;base64,${Buffer.from(document.pdf).toString('base64')}`,
        })),
      };
    },
    uploadWetSignature: async (_parent, { applicationId, wetSignatureObjName, uploadFileObj }, context) => {
      valueOf(
        await signing.attach.execute({
          user: viewerOf(context),
          applicationId,
          wetSignatureObjName,
          uploadFileObj: { uuid: uploadFileObj.uuid, fileName: uploadFileObj.fileName },
        }),
      );
      return { url: applicationRoute(applicationId) };
    },
    deleteWetSignature: async (_parent, { applicationId, wetSignatureObjName }, context) => {
      valueOf(await signing.remove.execute({ user: viewerOf(context), applicationId, wetSignatureObjName }));
      return { url: applicationRoute(applicationId) };
    },
    sendWetSignatureEmail: async (_parent, { applicationId, wetSignatureObjName, email }, context) => {
      valueOf(
        await signing.emailDocuments.execute({
          user: viewerOf(context),
          applicationId,
          wetSignatureObjName,
          email,
        }),
      );
      return { url: applicationRoute(applicationId) };
    },
    submitWetSignature: async (_parent, { applicationId, status }, context) => {
      valueOf(await signing.submit.execute({ user: viewerOf(context), applicationId, status }));
      return { url: applicationRoute(applicationId) };
    },
  };
}
