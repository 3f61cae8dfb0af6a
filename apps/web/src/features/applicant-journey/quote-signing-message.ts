/**
 * What the quotesign return page, open in the signing dialog's frame, tells the page around it
 * (journey §2 'Quote sign return pages'): move on to the next page, or close the dialog.
 */
export type QuoteSigningOutcome = 'next' | 'cancel';

const KIND = 'lease-portal:quote-signing';

export interface QuoteSigningMessage {
  kind: typeof KIND;
  outcome: QuoteSigningOutcome;
}

export const quoteSigningMessage = (outcome: QuoteSigningOutcome): QuoteSigningMessage => ({
  kind: KIND,
  outcome,
});

/** Only a message of this shape from the page's own origin counts. */
export function quoteSigningOutcomeOf(event: MessageEvent, origin: string): QuoteSigningOutcome | undefined {
  if (event.origin !== origin) return undefined;
  const data = event.data as Partial<QuoteSigningMessage> | null;
  if (!data || data.kind !== KIND) return undefined;
  return data.outcome === 'next' || data.outcome === 'cancel' ? data.outcome : undefined;
}

/** The page the signing view returns to, on the customer's own host (journey §7 getQuoteDocusign). */
export const quoteSignReturnUrl = (origin: string, applicationId: string): string =>
  `${origin}/applications/${encodeURIComponent(applicationId)}/quotesign`;
