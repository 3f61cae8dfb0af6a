import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { EnvelopeState, EnvelopeStatus } from '../e-signature/envelope';
import { readIsDue } from '../e-signature/envelope-progress';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { isConcurrentUpdate, retriedIfOvertaken } from './concurrent-update';
import { LeaseApplication } from './lease-application';
import { leaseApplicationErrors } from './lease-application-errors';
import { quoteEnvelope } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { storeLeaseApplication } from './store-lease-application';
import { viewersQuote } from './viewers-quote';

type Deps = Pick<
  QuoteSigningDependencies,
  'applications' | 'orgProfiles' | 'renderer' | 'eSignature' | 'unitOfWork' | 'clock'
>;

/**
 * getEnvelope (journey §7): the status of the signed-in officer's quote envelope, as the application
 * records it (decision 2108); 'none' before one was sent (the application's quoteSignature says so).
 * The service is asked only when a read is due: never read, the officer back from a signing view
 * (the quote's return page's one check), or nothing learnt for 15 minutes. What it answers is
 * recorded.
 */
export class QuoteEnvelopeStatus {
  constructor(private readonly deps: Deps) {}

  async execute(
    user: Pick<User, 'id' | 'orgId'>,
  ): Promise<Result<{ status: EnvelopeStatus | 'none' }, DomainError>> {
    const found = await viewersQuote(this.deps.applications, user);
    if (!found.ok) return found;
    const application = found.value.value;
    const signing = application.journey.quoteSignature;
    if (signing === 'completed') return ok({ status: 'completed' });
    if (signing !== 'created') return ok({ status: 'none' });
    const now = await quoteEnvelopeNow(this.deps, application, user.id);
    if (!now.ok) return now;
    if (now.value.read) await keepQuoteEnvelopeRead(this.deps, application.applicationId, now.value.read);
    return ok({ status: now.value.status });
  }
}

/**
 * The quote envelope's status now: as the application records it, or, when a read is due, as the
 * service answers (handed back as `read`, for the caller to record). A service out of reach leaves the
 * status recorded, when the application has one.
 */
export async function quoteEnvelopeNow(
  deps: Deps,
  application: VehicleApplication,
  userId: string,
): Promise<Result<{ status: EnvelopeStatus; read?: EnvelopeState }, DomainError>> {
  const recorded = application.journey.envelopeProgress?.quote;
  if (recorded && !readIsDue(recorded, recorded.envelopeId, deps.clock.now()))
    return ok({ status: recorded.status });
  try {
    const read = await quoteEnvelope(deps, application, userId);
    return read.ok ? ok({ status: read.value.status, read: read.value }) : read;
  } catch (error) {
    if (!(error instanceof ESignatureError)) throw error;
    if (recorded?.readAt) return ok({ status: recorded.status });
    return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
  }
}

/**
 * The service's answer for the quote's envelope, kept on the application through its aggregate. A
 * write lost every time to simultaneous ones is left: the next status read asks again.
 */
export async function keepQuoteEnvelopeRead(
  deps: Deps,
  applicationId: string,
  read: EnvelopeState,
): Promise<void> {
  await retriedIfOvertaken(() =>
    deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return;
      const application = LeaseApplication.of(stored);
      const at = deps.clock.now().toISOString();
      application.recordEnvelopeRead('quote', read, at);
      await storeLeaseApplication(tx, application, auditActor.system, at);
    }),
  ).catch((error: unknown) => {
    if (!isConcurrentUpdate(error)) throw error;
  });
}
