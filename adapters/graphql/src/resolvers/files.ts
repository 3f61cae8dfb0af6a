import { customerErrors, fileErrors, type User } from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import { downloadUrlOf, uploadUrlOf } from '../files-dependencies';
import type { MutationResolvers } from '../generated/graphql';
import { FileInputDto, FileUuidInput } from '../validation/file.input';
import { validInput } from '../validation/valid-input';
import { valueOf, viewerOf } from './resolver-helpers';

/**
 * getSignedUrl → HTTP PUT of the bytes to the answered URL → saveFile with the answered uuid;
 * getFileByUUID answers a short-lived download URL, to the file's owner only (decision 1600).
 */
export function fileMutationResolvers(
  deps: GraphqlDependencies,
): Pick<Required<MutationResolvers>, 'getSignedUrl' | 'saveFile' | 'getFileByUUID'> {
  const { files, customer } = deps;

  /** The named application, else the viewer's current one (the journey's client names none). */
  async function applicationIdFor(user: User, named: string | null | undefined): Promise<string> {
    if (named) return named;
    const current = await customer.getCurrentApplication.execute(user);
    if (!current) throw customerErrors.noApplication();
    return current.value.applicationId;
  }

  return {
    // shouldUpload is the old client's way of asking the server to upload; the bytes always come by PUT.
    getSignedUrl: async (_parent, { file }, context) => {
      const user = viewerOf(context);
      const input = validInput(FileInputDto, file);
      const grant = valueOf(
        await files.issueUploadGrant.execute({
          user,
          applicationId: await applicationIdFor(user, input.applicationId),
          kind: input.kind ?? 'financialStatement',
          fileName: input.fileName,
          mimeType: input.mimeType,
          ...(typeof input.size === 'number' ? { size: input.size } : {}),
        }),
      );
      return {
        uuid: grant.uuid,
        signedUrl: uploadUrlOf(grant.token),
        fileName: input.fileName,
        mimeType: grant.contentType,
      };
    },
    saveFile: async (_parent, { file }, context) => {
      const user = viewerOf(context);
      const input = validInput(FileInputDto, file);
      if (!input.uuid) throw fileErrors.badInput('saveFile needs the uuid getSignedUrl answered.');
      const saved = valueOf(
        await files.saveFile.execute({ user, uuid: input.uuid, fileName: input.fileName }),
      );
      return {
        uuid: saved.file.uuid,
        signedUrl: downloadUrlOf(saved.downloadToken),
        fileName: saved.file.fileName ?? null,
        mimeType: saved.file.contentType,
      };
    },
    getFileByUUID: async (_parent, args, context) => {
      const { uuid } = validInput(FileUuidInput, args);
      const found = valueOf(await files.getFile.execute(viewerOf(context), uuid));
      return {
        uuid: found.file.uuid,
        signedUrl: downloadUrlOf(found.downloadToken),
        fileName: found.file.fileName ?? null,
        mimeType: found.file.contentType,
      };
    },
  };
}
