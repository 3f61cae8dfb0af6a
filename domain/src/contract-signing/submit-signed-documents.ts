import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { OrgProfile } from '../organisation/org-profile';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import { paperSigningStageOf } from './paper-signing-stage';
import { guaranteeApplies, signingPartyOf } from './signing-party';
import { requiredSignedDocuments } from './wet-signature-submission';

/**
 * submitWetSignature (journey §4 'Wet signature'): once every required signed document is uploaded
 * (§5, decision 1700), Authorised Officer (1) submits them for the provider's staff to check. The
 * lease stays at review and sign until a member accepts them, which finishes it, or sends them back
 * (decision 2030); the slots are closed meanwhile. Submitting again changes nothing, also when two
 * submissions race: the one that loses the write answers ok once it reads the submission.
 */
export class SubmitSignedDocuments {
  constructor(
    private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'orgProfiles' | 'clock'>,
  ) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    status: string;
  }): Promise<Result<{ submitted: true }, DomainError>> {
    if (request.status !== 'completed') return fail(contractSigningErrors.statusInvalid());
    const found = await signingPartyOf(this.deps.unitOfWork, request.user, request.applicationId, 'read');
    if (!found.ok) return found;
    const party = found.value;
    if (party.role !== 'primary') return fail(contractSigningErrors.notYourRow());
    if (party.variant !== 'wet') return fail(contractSigningErrors.notSignedThisWay(party.variant));
    if (paperSigningStageOf(party.application.journey.wetSignature) !== 'uploading')
      return ok({ submitted: true });
    const profile = await this.deps.orgProfiles.ofId(party.application.orgId);
    if (!profile) return fail(contractSigningErrors.notSignedThisWay(party.variant));
    try {
      return await this.submit(request, profile);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'CONCURRENT_UPDATE')) throw error;
      const stored = await this.deps.unitOfWork.run(({ leaseApplications }) =>
        leaseApplications.ofId(request.applicationId),
      );
      if (stored && paperSigningStageOf(stored.value.journey.wetSignature) !== 'uploading')
        return ok({ submitted: true });
      throw error;
    }
  }

  private submit(
    request: { user: Pick<User, 'id' | 'orgId'>; applicationId: string },
    profile: OrgProfile,
  ): Promise<Result<{ submitted: true }, DomainError>> {
    return this.deps.unitOfWork.run(async ({ leaseApplications, auditEntries, jobs }) => {
      const stored = await leaseApplications.ofId(request.applicationId);
      if (!stored) return fail(contractSigningErrors.notYourRow());
      const journey = stored.value.journey;
      if (paperSigningStageOf(journey.wetSignature) !== 'uploading') return ok({ submitted: true as const });
      const application = LeaseApplication.of(stored);
      // The rule is the aggregate's: the slots filled and the bank account given (decision 2097).
      const submitted = application.submitSignedDocuments(
        requiredSignedDocuments({ region: profile.region, guaranteeApplies: guaranteeApplies(stored.value) }),
      );
      if (!submitted.ok) return submitted;
      await storeLeaseApplication(
        { leaseApplications, auditEntries, jobs },
        application,
        auditActor.customer(request.user.id),
        this.deps.clock.now().toISOString(),
      );
      return ok({ submitted: true as const });
    });
  }
}
