import type { User } from '../accounts/user';
import type { DomainError, Result } from '../shared/result';
import { renderQuote, type QuoteDocument } from './quote-document';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { viewersQuote } from './viewers-quote';

/** getQuotePDF (journey §7): the signed-in Authorised Officer (1)'s quote as a branded PDF. */
export class GetQuotePdf {
  constructor(
    private readonly deps: Pick<QuoteSigningDependencies, 'applications' | 'orgProfiles' | 'renderer'>,
  ) {}

  async execute(user: Pick<User, 'id' | 'orgId'>): Promise<Result<QuoteDocument, DomainError>> {
    const quote = await viewersQuote(this.deps.applications, user);
    if (!quote.ok) return quote;
    return renderQuote(this.deps, quote.value.value);
  }
}
