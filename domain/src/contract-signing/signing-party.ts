import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import { licenceNotAccepted, officerToCheckAgain } from '../application/licence-check';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import { isSoleTrader } from '../business/entity-type';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { signingVariantOf, type SigningVariant } from './contract-screen';
import { contractSigningErrors } from './contract-signing-errors';

/** An applicant at the signing step of their application, with the way it is signed. */
export interface SigningParty {
  application: VehicleApplication;
  version: number;
  role: 'primary' | 'secondary';
  variant: SigningVariant;
}

/**
 * A guarantee applies when Authorised Officer (1) offered one, and always to a sole trader, whose
 * owner answers for the business personally and is never asked the question (decision 1701).
 */
export function guaranteeApplies(application: VehicleApplication): boolean {
  const { journey } = application;
  return (
    isSoleTrader(journey.entityDetails?.entityType) ||
    journey.businessDetails?.financeDetails?.personalGuarantee === 'yes'
  );
}

/** Digital, combination (digital with the guarantee on paper) or wet, as the screen chooses it. */
export const signingVariantOfApplication = (application: VehicleApplication): SigningVariant =>
  signingVariantOf({
    wetSignature: application.journey.wetSignature?.signType === 'wet',
    personalGuarantee: guaranteeApplies(application),
    signingEnabled: true,
  });

/**
 * The caller's part in the application they name, once its credit is approved and it stands at
 * review and sign (or has finished, for reading). Anyone who is no applicant of it, or of another
 * organisation, is refused alike. Nothing is signed while a rejected licence has an officer's ID check
 * reopened (decision 2080).
 */
export async function signingPartyOf(
  unitOfWork: UnitOfWork,
  user: Pick<User, 'id' | 'orgId'>,
  applicationId: string,
  purpose: 'read' | 'change',
): Promise<Result<SigningParty, DomainError>> {
  const stored: Versioned<VehicleApplication> | undefined = await unitOfWork.run((tx) =>
    tx.leaseApplications.ofId(applicationId),
  );
  if (!stored || stored.value.orgId !== user.orgId) return fail(leaseApplicationErrors.notPrimaryApplicant());
  const application = stored.value;
  const role = applicantRoleOf(application, user.id);
  if (role === 'none') return fail(leaseApplicationErrors.notPrimaryApplicant());
  const { journey } = application;
  const stages = purpose === 'read' ? ['reviewAndSignContract', 'finished'] : ['reviewAndSignContract'];
  const ownStatus = role === 'primary' ? journey.status : journey.statusSecondary;
  if (
    journey.statusCreditCheck !== 'approved' ||
    !stages.includes(journey.status ?? '') ||
    !stages.includes(ownStatus ?? '')
  ) {
    return fail(contractSigningErrors.notAtSigning(ownStatus));
  }
  // A rejected licence reopened an officer's ID check: neither officer signs until it is done again.
  const toCheckAgain = purpose === 'change' ? officerToCheckAgain(journey) : undefined;
  if (toCheckAgain) return fail(licenceNotAccepted(toCheckAgain));
  return ok({
    application,
    version: stored.version,
    role,
    variant: signingVariantOfApplication(application),
  });
}
