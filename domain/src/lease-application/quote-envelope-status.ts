import type { User } from '../accounts/user';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { EnvelopeStatus } from '../e-signature/envelope';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { quoteEnvelope } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { viewersQuote } from './viewers-quote';

/**
 * getEnvelope (journey §7): the status of the signed-in officer's quote envelope as the e-signature
 * service knows it; 'none' before one was sent (the application's quoteSignature says so).
 */
export class QuoteEnvelopeStatus {
  constructor(
    private readonly deps: Pick<
      QuoteSigningDependencies,
      'applications' | 'orgProfiles' | 'renderer' | 'eSignature'
    >,
  ) {}

  async execute(
    user: Pick<User, 'id' | 'orgId'>,
  ): Promise<Result<{ status: EnvelopeStatus | 'none' }, DomainError>> {
    const found = await viewersQuote(this.deps.applications, user);
    if (!found.ok) return found;
    const application = found.value.value;
    const signing = application.journey.quoteSignature;
    if (signing === 'completed') return ok({ status: 'completed' });
    if (signing !== 'created') return ok({ status: 'none' });
    try {
      const envelope = await quoteEnvelope(this.deps, application, user.id);
      return envelope.ok ? ok({ status: envelope.value.status }) : envelope;
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }
}
