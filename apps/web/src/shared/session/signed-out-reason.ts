/** Why the portal signed a customer out, carried to the login page in the navigation state. */
export type SignedOutReason = 'inactivity' | 'sessionEnded' | 'progressSaved';

export interface SignedOutState {
  signedOutBecause: SignedOutReason;
}

/** Our words: the specification quotes no notice for a timed-out customer (decision 1040). */
const NOTICES: Record<SignedOutReason, string> = {
  inactivity: 'You were logged out because you were inactive for a while. Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  // Save & Close: the customer chose to stop, and hears that nothing they did is lost.
  progressSaved:
    'Your progress has been saved. Log in again to continue your application where you left off.',
};

/** Whether the customer chose to leave (progress saved) rather than was sent away. */
export const leftByChoice = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Partial<SignedOutState>).signedOutBecause === 'progressSaved';

/** Sign-out after Save & Close: the login page says the progress is kept. */
export const PROGRESS_SAVED: SignedOutState = { signedOutBecause: 'progressSaved' };

/** The notice for the login page, or undefined when the customer simply arrived or chose to leave. */
export function signedOutNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const reason = (state as Partial<SignedOutState>).signedOutBecause;
  return reason !== undefined && Object.hasOwn(NOTICES, reason) ? NOTICES[reason] : undefined;
}
