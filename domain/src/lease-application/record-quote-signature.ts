import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { EnvelopeState } from '../e-signature/envelope';
import { ESignatureError } from '../e-signature/e-signature.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { quoteEnvelope, quoteEnvelopeReference } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { LeaseApplication } from './lease-application';
import type { JourneyActor } from './status-transitions';
import { storeLeaseApplication } from './store-lease-application';
import { viewersQuote } from './viewers-quote';

export interface RecordQuoteSignatureCommand {
  user: User;
  applicationId: string;
  /** What the browser says; only 'completed' is a request to record, and it is checked, not believed. */
  quoteSignature: 'none' | 'created' | 'completed';
}

/**
 * updateDocusignStatus (journey §4 'Quote signing'): once the e-signature service says the quote's
 * envelope is completed, the application's signing status becomes completed and its status moves
 * from reviewQuote to businessDetails through the transition table, with audit entries, in one
 * unit of work. The browser's word is never enough (decision 1510); recording twice changes nothing.
 */
export class RecordQuoteSignature {
  constructor(private readonly deps: QuoteSigningDependencies) {}

  async execute(command: RecordQuoteSignatureCommand): Promise<Result<{ status: string }, DomainError>> {
    if (command.quoteSignature !== 'completed')
      return fail(leaseApplicationErrors.quoteNotSigned(command.quoteSignature));
    const found = await viewersQuote(this.deps.applications, command.user);
    if (!found.ok) return found;
    const application = found.value.value;
    if (application.applicationId !== command.applicationId) return fail(leaseApplicationErrors.noQuote());
    if (application.journey.quoteSignature === 'completed')
      return ok({ status: application.journey.status ?? '' });

    let envelopeStatus: string;
    try {
      const envelope = await quoteEnvelope(this.deps, application, command.user.id);
      if (!envelope.ok) return envelope;
      envelopeStatus = envelope.value.status;
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
    if (envelopeStatus !== 'completed') return fail(leaseApplicationErrors.quoteNotSigned(envelopeStatus));

    return this.record(command.applicationId, envelopeStatus, {
      audit: auditActor.customer(command.user.id),
      journey: 'primaryApplicant',
    });
  }

  /**
   * The e-signature service's own word that the quote's envelope is completed (its Connect event,
   * decision 2105), with nobody signed in: the same record, by the system. An envelope that is not
   * this application's quote, or not completed, records nothing.
   */
  async recordCompletedEnvelope(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ status: string }, DomainError>> {
    if (envelope.reference !== quoteEnvelopeReference(applicationId))
      return fail(leaseApplicationErrors.noQuote());
    if (envelope.status !== 'completed') return fail(leaseApplicationErrors.quoteNotSigned(envelope.status));
    return this.record(applicationId, envelope.status, { audit: auditActor.system, journey: 'system' });
  }

  private record(
    applicationId: string,
    envelopeStatus: string,
    actor: { audit: string; journey: JourneyActor },
  ): Promise<Result<{ status: string }, DomainError>> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return fail(leaseApplicationErrors.noQuote());
      // The browser's return and the service's event may both record it: the second changes nothing.
      if (stored.value.journey.quoteSignature === 'completed')
        return ok({ status: stored.value.journey.status ?? '' });
      const application = LeaseApplication.of(stored);
      application.change((journey) => ({ ...journey, quoteSignature: 'completed' }), {
        action: 'application.quote-signed',
        details: { envelopeStatus },
      });
      const moved = application.advance('primary', 'businessDetails', actor.journey, 'quote-signed');
      if (!moved.ok) return moved;
      await storeLeaseApplication(tx, application, actor.audit, this.deps.clock.now().toISOString());
      return ok({ status: 'businessDetails' });
    });
  }
}
