import {
  identityCheckErrors,
  identityCheckWriteAt,
  isScanSkippedValue,
  type DomainError,
  type PropertyPath,
  type Result,
  type User,
} from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';
import { SaveDrivingLicenseInput } from '../validation/identity-check.input';
import { validInput } from '../validation/valid-input';
import { valueOf, viewerOf } from './resolver-helpers';

/**
 * saveDrivingLicense (journey §7): the signed-in applicant's own licence, from their manual upload
 * (the files' uuids) or their passed scan (journeyId), kept with their identity check.
 */
export function identityCheckMutationResolvers(
  deps: GraphqlDependencies,
): Pick<Required<MutationResolvers>, 'saveDrivingLicense'> {
  return {
    saveDrivingLicense: async (_parent, args, context) => {
      const input = validInput(SaveDrivingLicenseInput, {
        applicationId: args.applicationId,
        fileUuids: args.params.map((file) => file.uuid),
        applicantType: args.applicantType,
        journeyId: args.journeyId,
      });
      valueOf(
        await deps.identityCheck.saveDrivingLicence.execute({
          user: viewerOf(context),
          applicationId: input.applicationId,
          applicantType: input.applicantType,
          fileUuids: input.fileUuids,
          ...(input.journeyId ? { journeyId: input.journeyId } : {}),
        }),
      );
      return { status: '200' };
    },
  };
}

/**
 * createOrUpdateProperty's identity-check paths (decision 1635): the ID form confirmed as the
 * idScanResult section, and the scan error alert's OK as `{ skipped: true }`. Undefined for any other
 * path, which decision 1220's allow-list answers; the idScanResult section sent with another path is
 * refused.
 */
export async function identityCheckPropertyWrite(
  deps: GraphqlDependencies,
  user: User,
  applicationId: string,
  path: PropertyPath,
  params: { value?: unknown; idScanResult?: unknown },
): Promise<Result<void, DomainError> | undefined> {
  const write = identityCheckWriteAt(path);
  const hasSection = params.idScanResult !== undefined && params.idScanResult !== null;
  const hasValue = params.value !== undefined && params.value !== null;
  if (!write) {
    return hasSection
      ? {
          ok: false,
          error: identityCheckErrors.writeInvalid(
            'idScanResult: sent with a path that is not an identity check.',
          ),
        }
      : undefined;
  }
  const request = { user, applicationId, applicantType: write.applicantType };
  if (write.kind === 'confirmDetails') {
    if (hasValue)
      return {
        ok: false,
        error: identityCheckErrors.writeInvalid('value: the details travel as idScanResult.'),
      };
    return deps.identityCheck.confirmIdDetails.execute({ ...request, form: params.idScanResult });
  }
  if (hasSection || !isScanSkippedValue(params.value)) {
    return {
      ok: false,
      error: identityCheckErrors.writeInvalid('value: the scan is skipped with { skipped: true }.'),
    };
  }
  const counted = await deps.identityCheck.recordScanSkipped.execute(request);
  return counted.ok ? { ok: true, value: undefined } : counted;
}
