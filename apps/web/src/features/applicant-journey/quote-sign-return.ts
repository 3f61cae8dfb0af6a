/** The quote sign return page's wait before it closes the dialog after 'Finish later' (journey §9). */
export const QUOTE_SIGN_CANCEL_DELAY_MS = 4000;

/**
 * Which return page the signing view's `event` opens (decision 1530): after Sign or Decline the
 * status check; after 'Finish later' (cancel) the page that waits and closes. The event only picks
 * the page: whether the quote was signed is asked of the e-signature service.
 */
export function returnPageKind(event: string | null): 'status' | 'cancel' {
  return event === 'cancel' ? 'cancel' : 'status';
}
