import { auditActor } from '../application/audit-entry';
import type { EnvelopeState } from '../e-signature/envelope';
import { checkTransition } from '../lease-application/status-transitions';
import { DomainError, ok, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { leaseSigningComplete } from './digital-signing';
import { leaseEnvelopeProgress } from './lease-envelope';
import { signingVariantOfApplication } from './signing-party';

/**
 * Journey §4 'Digital signing completion', on the e-signature service's word only: when the lease
 * envelope reports every signer and witness completed (and, in the combination flow, the guarantee
 * is uploaded), the application and Authorised Officer (2)'s track move to finished through the
 * transition table, with audit entries, in one unit of work. The status poll calls it; a real
 * service's signed webhook would call it the same way. Recording twice changes nothing, and when
 * both officers' polls record at once, the one that loses the write reads again and answers the
 * finished state the other recorded (decision 1707).
 */
export class RecordLeaseSigning {
  constructor(private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'clock'>) {}

  async execute(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ finished: boolean }, DomainError>> {
    if (!leaseSigningComplete(leaseEnvelopeProgress(envelope))) return ok({ finished: false });
    try {
      return await this.record(applicationId, envelope);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'CONCURRENT_UPDATE')) throw error;
      return this.record(applicationId, envelope);
    }
  }

  private record(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ finished: boolean }, DomainError>> {
    return this.deps.unitOfWork.run(async ({ leaseApplications, auditEntries }) => {
      const stored = await leaseApplications.ofId(applicationId);
      if (!stored || stored.value.scoreboard.leaseEnvelopeId !== envelope.envelopeId)
        return ok({ finished: false });
      const scoreboard = stored.value.scoreboard;
      if (scoreboard.status === 'finished') return ok({ finished: true });
      const combination = signingVariantOfApplication(stored.value) === 'combination';
      if (combination && !scoreboard.wetSignature?.documents?.documentPCA?.uploadFile)
        return ok({ finished: false });
      const primaryMove = checkTransition('primary', scoreboard.status, 'finished', 'system');
      if (!primaryMove.ok) return primaryMove;
      const moveSecondary = !!scoreboard.secondaryApplicant?.userId;
      if (moveSecondary) {
        const secondaryMove = checkTransition('secondary', scoreboard.statusSecondary, 'finished', 'system');
        if (!secondaryMove.ok) return secondaryMove;
      }
      const at = this.deps.clock.now().toISOString();
      await leaseApplications.save(
        {
          ...stored.value,
          scoreboard: {
            ...scoreboard,
            status: 'finished',
            ...(moveSecondary ? { statusSecondary: 'finished' as const } : {}),
            reviewAndSignContractStatus: 'completed',
          },
          updatedAt: at,
        },
        stored.version,
      );
      const actor = auditActor.system;
      await auditEntries.record({
        actor,
        action: 'application.lease-signed',
        applicationId,
        at,
        details: { envelopeId: envelope.envelopeId, signing: combination ? 'combination' : 'digital' },
      });
      const moves: { track: string; from?: string }[] = [{ track: 'primary', from: scoreboard.status }];
      if (moveSecondary) moves.push({ track: 'secondary', from: scoreboard.statusSecondary });
      for (const move of moves) {
        await auditEntries.record({
          actor,
          action: 'application.status.changed',
          applicationId,
          at,
          details: { track: move.track, from: move.from ?? null, to: 'finished', reason: 'lease-signed' },
        });
      }
      return ok({ finished: true });
    });
  }
}
