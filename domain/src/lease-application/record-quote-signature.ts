import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { EnvelopeState } from '../e-signature/envelope';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { retriedIfOvertaken } from './concurrent-update';
import { leaseApplicationErrors } from './lease-application-errors';
import { quoteEnvelopeReference } from './quote-envelope';
import { keepQuoteEnvelopeRead, quoteEnvelopeNow } from './quote-envelope-status';
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

/** What the service said, to record with the signature: its answer for the envelope, or its event. */
type ServiceWord =
  | { read: EnvelopeState }
  | { event: { envelopeId: string; event: string; recipientId?: string } }
  | Record<string, never>;

/**
 * updateDocusignStatus (journey §4 'Quote signing'): once the e-signature service says the quote's
 * envelope is completed, the application's signing status becomes completed and its status moves
 * from reviewQuote to businessDetails through the transition table, with audit entries, in one
 * unit of work. The browser's word is never enough (decision 1510): the application's record of the
 * envelope says so (Connect's event, or the return page's read), else the service when a read is due
 * (decision 2108). Recording twice changes nothing.
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

    const now = await quoteEnvelopeNow(this.deps, application, command.user.id);
    if (!now.ok) return now;
    const { status, read } = now.value;
    if (status !== 'completed') {
      if (read) await keepQuoteEnvelopeRead(this.deps, command.applicationId, read);
      return fail(leaseApplicationErrors.quoteNotSigned(status));
    }
    return this.record(command.applicationId, read ? { read } : {}, {
      audit: auditActor.customer(command.user.id),
      journey: 'primaryApplicant',
    });
  }

  /**
   * The service's answer for the quote's envelope with nobody signed in (a Connect event's job that
   * had to ask, decision 2105): recorded, and the signature with it, by `system`, once it is
   * completed; answers the application's status. An envelope that is not this application's quote
   * records nothing.
   */
  async recordRead(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ status: string }, DomainError>> {
    if (envelope.reference !== quoteEnvelopeReference(applicationId))
      return fail(leaseApplicationErrors.noQuote());
    return this.record(applicationId, { read: envelope }, { audit: auditActor.system, journey: 'system' });
  }

  /**
   * Connect's event for the quote's envelope (decision 2108): recorded, and the signature with it, by
   * `system`, once the envelope is completed; answers the application's status. An event that changes
   * nothing writes nothing.
   */
  recordEvent(
    applicationId: string,
    event: { envelopeId: string; event: string; recipientId?: string },
  ): Promise<Result<{ status: string }, DomainError>> {
    return this.record(applicationId, { event }, { audit: auditActor.system, journey: 'system' });
  }

  /**
   * The customer's return and Connect's event come at the same moment when they sign: the one whose
   * save loses reads the application again, and finds the quote signed or records its word then.
   */
  private record(
    applicationId: string,
    word: ServiceWord,
    actor: { audit: string; journey: JourneyActor },
  ): Promise<Result<{ status: string }, DomainError>> {
    return retriedIfOvertaken(() => this.recordOnce(applicationId, word, actor));
  }

  private recordOnce(
    applicationId: string,
    word: ServiceWord,
    actor: { audit: string; journey: JourneyActor },
  ): Promise<Result<{ status: string }, DomainError>> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return fail(leaseApplicationErrors.noQuote());
      // The browser's return and the service's event may both record it: the second changes nothing.
      if (stored.value.journey.quoteSignature === 'completed')
        return ok({ status: stored.value.journey.status ?? '' });
      const application = LeaseApplication.of(stored);
      const at = this.deps.clock.now().toISOString();
      let learnt = false;
      if ('read' in word) {
        application.recordEnvelopeRead('quote', word.read, at);
        learnt = true;
      } else if ('event' in word) learnt = application.recordEnvelopeEvent('quote', word.event, at);
      const envelopeStatus = application.journey.envelopeProgress?.quote?.status;
      if (envelopeStatus !== 'completed') {
        // What the service said is kept (a failed result would undo it); the quote is not signed yet.
        if (learnt) await storeLeaseApplication(tx, application, actor.audit, at);
        return ok({ status: application.journey.status ?? '' });
      }
      application.change((journey) => ({ ...journey, quoteSignature: 'completed' }), {
        action: 'application.quote-signed',
        details: { envelopeStatus },
      });
      const moved = application.advance('primary', 'businessDetails', actor.journey, 'quote-signed');
      if (!moved.ok) return moved;
      await storeLeaseApplication(tx, application, actor.audit, at);
      return ok({ status: 'businessDetails' });
    });
  }
}
