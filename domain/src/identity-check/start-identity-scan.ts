import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import { IDENTITY_VERIFIED } from '../application/applicant-role';
import { scanningApplicant } from './identity-scan-access';
import type { IdentityScanTokens } from './identity-scan-journey';
import type { IdentityScanJourneyStarts } from './identity-scan-journey-starts.port';
import type { IdentityScan } from './identity-scan.port';

/**
 * Identity-scan journeys one applicant may start for one application (decision 2045). A journey takes
 * up to six images (three tries a side), so this bounds the images kept of them at sixty; a customer
 * who could not scan their licence in ten tries is better helped by the manual upload or by support.
 */
export const MAX_IDENTITY_SCAN_JOURNEYS = 10;

export interface StartIdentityScanRequest {
  user: User;
  applicationId: string;
}

/**
 * initGBGIdScan (journey §7): starts an identity-scan journey for the signed-in applicant's own
 * licence and answers its tokens. Only the application's primary or secondary applicant, for
 * themselves, while their identity check is not complete, at most ten journeys each for an
 * application (decision 2045). An unreachable service is
 * PARTNER_UNAVAILABLE, which the journey shows with a retry (journey §8).
 */
export class StartIdentityScan {
  constructor(
    private readonly deps: {
      applications: Pick<VehicleApplications, 'ofId'>;
      identityScan: Pick<IdentityScan, 'startJourney'>;
      journeyStarts: IdentityScanJourneyStarts;
    },
  ) {}

  async execute({ user, applicationId }: StartIdentityScanRequest): Promise<Result<IdentityScanTokens>> {
    const scanning = await scanningApplicant(this.deps.applications, user, applicationId);
    if (!scanning.ok) return scanning;
    if (scanning.value.applicant?.identityVerificationStatus === IDENTITY_VERIFIED) {
      return fail(identityCheckErrors.alreadyVerified());
    }
    const { reference } = scanning.value;
    if (!(await this.deps.journeyStarts.take(reference, MAX_IDENTITY_SCAN_JOURNEYS))) {
      return fail(identityCheckErrors.tooManyJourneys(MAX_IDENTITY_SCAN_JOURNEYS));
    }
    try {
      return ok(await this.deps.identityScan.startJourney({ reference, region: user.region }));
    } catch (error) {
      // The service made no journey: the applicant keeps their try.
      await this.deps.journeyStarts.giveBack(reference);
      if (error instanceof DomainError) return fail(error);
      throw error;
    }
  }
}
