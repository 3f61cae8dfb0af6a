import {
  contractSigningErrors,
  type DomainError,
  type LeaseDocumentKind,
  type PaperDocumentsWanted,
  type Result,
} from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';
import { RecordDirectDebitAccountArgs } from '../validation/direct-debit-account.input';
import { validInput } from '../validation/valid-input';
import { wireDirectDebitAccountOf } from '../wire/direct-debit-wire';
import { documentKindOf, inWireDocumentKeys } from '../wire/scoreboard-wire';
import { valueOf, viewerOf } from './resolver-helpers';

/** Where the journey goes once a step of signing is done: the application's route (journey §4). */
const applicationRoute = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

/** The names that ask for every paper document at once: to download them, and to e-mail them (journey §9). */
const DOWNLOAD_ALL = 'download-all';
const SEND_ALL = 'send-all';

/** The document a mutation's wetSignatureObjName names, as the domain names it; other names are refused. */
function documentNamed(wetSignatureObjName: string): LeaseDocumentKind {
  const kind = documentKindOf(wetSignatureObjName);
  if (kind === undefined) throw contractSigningErrors.documentUnknown(wetSignatureObjName);
  return kind;
}

/** One document by its key, or every one by the name that asks for all of them. */
const documentsNamed = (wetSignatureObjName: string, all: string): PaperDocumentsWanted =>
  wetSignatureObjName === all ? 'all' : documentNamed(wetSignatureObjName);

/** A use case's value, or its refusal, naming documents as the wire does (decision 2070). */
function documentsValueOf<T>(result: Result<T, DomainError>, wetSignatureObjName?: string): T {
  return valueOf(
    result.ok ? result : { ok: false, error: inWireDocumentKeys(result.error, wetSignatureObjName) },
  );
}

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
  | 'recordDirectDebitAccount'
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
          ...(witness
            ? {
                witness: {
                  name: witness.name,
                  email: witness.email,
                  ...(witness.address ? { address: witness.address } : {}),
                },
              }
            : {}),
        }),
      ),
    recordDirectDebitAccount: async (_parent, args, context) => {
      const { applicationId, account } = validInput(RecordDirectDebitAccountArgs, args);
      const recorded = valueOf(
        await signing.recordDirectDebitAccount.execute({
          user: viewerOf(context),
          applicationId,
          account: {
            accountName: account.accountName,
            ...(account.bsb ? { bsb: account.bsb } : {}),
            ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
            ...(account.bank ? { bank: account.bank } : {}),
            ...(account.branch ? { branch: account.branch } : {}),
            ...(account.account ? { account: account.account } : {}),
            ...(account.suffix ? { suffix: account.suffix } : {}),
          },
        }),
      );
      return wireDirectDebitAccountOf(recorded)!;
    },
    getWetSignatureUrl: async (_parent, { applicationId, wetSignatureObjName }, context) => {
      // Download All gives one PDF: the paper pack, every document from a page of its own.
      if (wetSignatureObjName === DOWNLOAD_ALL) {
        const pack = documentsValueOf(
          await signing.paperDocuments.pack({ user: viewerOf(context), applicationId }),
        );
        return {
          files: [
            {
              fileName: pack.fileName,
              url: `data:application/pdf;base64,${Buffer.from(pack.pdf).toString('base64')}`,
            },
          ],
        };
      }
      const document = documentNamed(wetSignatureObjName);
      const documents = documentsValueOf(
        await signing.paperDocuments.execute({ user: viewerOf(context), applicationId, document }),
        wetSignatureObjName,
      );
      return {
        files: documents.map((document) => ({
          fileName: document.fileName,
          url: `data:application/pdf;base64,${Buffer.from(document.pdf).toString('base64')}`,
        })),
      };
    },
    uploadWetSignature: async (_parent, { applicationId, wetSignatureObjName, uploadFileObj }, context) => {
      const document = documentNamed(wetSignatureObjName);
      documentsValueOf(
        await signing.attach.execute({
          user: viewerOf(context),
          applicationId,
          document,
          // An upload without a name is named after its slot, as the wire names it.
          uploadFileObj: {
            uuid: uploadFileObj.uuid,
            fileName: uploadFileObj.fileName.trim() ? uploadFileObj.fileName : `${wetSignatureObjName}.pdf`,
          },
        }),
        wetSignatureObjName,
      );
      return { url: applicationRoute(applicationId) };
    },
    deleteWetSignature: async (_parent, { applicationId, wetSignatureObjName }, context) => {
      const document = documentNamed(wetSignatureObjName);
      documentsValueOf(
        await signing.remove.execute({ user: viewerOf(context), applicationId, document }),
        wetSignatureObjName,
      );
      return { url: applicationRoute(applicationId) };
    },
    sendWetSignatureEmail: async (_parent, { applicationId, wetSignatureObjName, email }, context) => {
      const document = documentsNamed(wetSignatureObjName, SEND_ALL);
      documentsValueOf(
        await signing.emailDocuments.execute({ user: viewerOf(context), applicationId, document, email }),
        wetSignatureObjName,
      );
      return { url: applicationRoute(applicationId) };
    },
    submitWetSignature: async (_parent, { applicationId, status }, context) => {
      documentsValueOf(await signing.submit.execute({ user: viewerOf(context), applicationId, status }));
      return { url: applicationRoute(applicationId) };
    },
  };
}
