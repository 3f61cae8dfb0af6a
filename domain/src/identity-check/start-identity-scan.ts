import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import { IDENTITY_VERIFIED, scanningApplicant } from './identity-scan-access';
import type { IdentityScanTokens } from './identity-scan-journey';
import type { IdentityScan } from './identity-scan.port';

export interface StartIdentityScanRequest {
  user: User;
  applicationId: string;
}

/**
 * initGBGIdScan (journey §7): starts an identity-scan journey for the signed-in applicant's own
 * licence and answers its tokens. Only the application's primary or secondary applicant, for
 * themselves, while their identity check is not complete. An unreachable service is
 * PARTNER_UNAVAILABLE, which the journey shows with a retry (journey §8).
 */
export class StartIdentityScan {
  constructor(
    private readonly deps: {
      applications: Pick<VehicleApplications, 'ofId'>;
      identityScan: Pick<IdentityScan, 'startJourney'>;
    },
  ) {}

  async execute({ user, applicationId }: StartIdentityScanRequest): Promise<Result<IdentityScanTokens>> {
    const scanning = await scanningApplicant(this.deps.applications, user, applicationId);
    if (!scanning.ok) return scanning;
    if (scanning.value.applicant?.identityVerificationStatus === IDENTITY_VERIFIED) {
      return fail(identityCheckErrors.alreadyVerified());
    }
    try {
      return ok(
        await this.deps.identityScan.startJourney({
          reference: scanning.value.reference,
          region: user.region,
        }),
      );
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      throw error;
    }
  }
}
