import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { LEASE_DOCUMENT_KEYS, type LeaseDocumentKind } from '../documents/lease-document';
import { checkTransition } from '../lease-application/status-transitions';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { OrgProfile } from '../organisation/org-profile';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import { guaranteeApplies, signingPartyOf } from './signing-party';
import { requiredSignedDocuments } from './wet-signature-submission';

/**
 * submitWetSignature (journey §4 'Wet signature'): once every required signed document is uploaded
 * (§5, decision 1700), the paper signing is completed and the application finished, with Authorised
 * Officer (2)'s track when they are at this step (the paper carries both signatures), through the
 * transition table with audit entries in one unit of work. Submitting again changes nothing, also
 * when two submissions race: the one that loses the write answers ok once it reads the submission.
 */
export class SubmitSignedDocuments {
  constructor(
    private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'orgProfiles' | 'clock'>,
  ) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    status: string;
  }): Promise<Result<{ finished: true }, DomainError>> {
    if (request.status !== 'completed') return fail(contractSigningErrors.statusInvalid());
    const found = await signingPartyOf(this.deps.unitOfWork, request.user, request.applicationId, 'read');
    if (!found.ok) return found;
    const party = found.value;
    if (party.role !== 'primary') return fail(contractSigningErrors.notYourRow());
    if (party.variant !== 'wet') return fail(contractSigningErrors.notSignedThisWay(party.variant));
    if (party.application.scoreboard.wetSignature?.status === 'completed') return ok({ finished: true });
    const profile = await this.deps.orgProfiles.ofId(party.application.orgId);
    if (!profile) return fail(contractSigningErrors.notSignedThisWay(party.variant));
    try {
      return await this.submit(request, profile);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'CONCURRENT_UPDATE')) throw error;
      const stored = await this.deps.unitOfWork.run(({ leaseApplications }) =>
        leaseApplications.ofId(request.applicationId),
      );
      if (stored?.value.scoreboard.wetSignature?.status === 'completed') return ok({ finished: true });
      throw error;
    }
  }

  private submit(
    request: { user: Pick<User, 'id' | 'orgId'>; applicationId: string },
    profile: OrgProfile,
  ): Promise<Result<{ finished: true }, DomainError>> {
    return this.deps.unitOfWork.run(async ({ leaseApplications, auditEntries }) => {
      const stored = await leaseApplications.ofId(request.applicationId);
      if (!stored) return fail(contractSigningErrors.notYourRow());
      const scoreboard = stored.value.scoreboard;
      if (scoreboard.wetSignature?.status === 'completed') return ok({ finished: true as const });
      const uploaded = scoreboard.wetSignature?.documents ?? {};
      const missing = requiredSignedDocuments({
        region: profile.region,
        guaranteeApplies: guaranteeApplies(stored.value),
      }).filter(
        (kind: LeaseDocumentKind) =>
          !uploaded[LEASE_DOCUMENT_KEYS[kind] as keyof typeof uploaded]?.uploadFile,
      );
      if (missing.length)
        return fail(contractSigningErrors.documentsMissing(missing.map((kind) => LEASE_DOCUMENT_KEYS[kind])));
      const primaryMove = checkTransition('primary', scoreboard.status, 'finished', 'primaryApplicant');
      if (!primaryMove.ok) return primaryMove;
      const moveSecondary =
        !!scoreboard.secondaryApplicant?.userId && scoreboard.statusSecondary === 'reviewAndSignContract';
      const at = this.deps.clock.now().toISOString();
      await leaseApplications.save(
        {
          ...stored.value,
          scoreboard: {
            ...scoreboard,
            status: 'finished',
            ...(moveSecondary ? { statusSecondary: 'finished' as const } : {}),
            reviewAndSignContractStatus: 'completed',
            wetSignature: { ...scoreboard.wetSignature, status: 'completed' },
          },
          updatedAt: at,
        },
        stored.version,
      );
      const actor = auditActor.customer(request.user.id);
      await auditEntries.record({
        actor,
        action: 'application.signed-documents.submitted',
        applicationId: request.applicationId,
        at,
        details: { documents: Object.keys(uploaded) },
      });
      const moves: { track: string; from?: string }[] = [{ track: 'primary', from: scoreboard.status }];
      if (moveSecondary) moves.push({ track: 'secondary', from: scoreboard.statusSecondary });
      for (const move of moves) {
        await auditEntries.record({
          actor,
          action: 'application.status.changed',
          applicationId: request.applicationId,
          at,
          details: {
            track: move.track,
            from: move.from ?? null,
            to: 'finished',
            reason: 'signed-documents-submitted',
          },
        });
      }
      return ok({ finished: true as const });
    });
  }
}
