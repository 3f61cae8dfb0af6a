/**
 * The quote a customer sent to another authorised officer (journey §4 'Quote reassign'), kept in this
 * browser after their access ended, so their next sign-in here says where the quote went instead of
 * opening an empty dashboard (decision 2084). Kept by e-mail address, and apart from the signed-in
 * state, which the sign-out forgets.
 */
export const HANDED_ON_NOTE_KEY = 'leasePortal.handedOn';

export interface HandedOnNote {
  /** The address of the customer who sent the quote on, in lower case. */
  email: string;
  /** The nominee's name, as the customer typed it. */
  nominee: string;
}

export function saveHandedOnNote(email: string, nominee: string): void {
  try {
    const note: HandedOnNote = { email: email.trim().toLowerCase(), nominee };
    window.localStorage.setItem(HANDED_ON_NOTE_KEY, JSON.stringify(note));
  } catch {
    // Storage can be blocked: the sign-in then simply says nothing of it.
  }
}

/** The note for the customer with this address, if this browser keeps one. */
export function readHandedOnNote(email: string | undefined): HandedOnNote | undefined {
  if (!email) return undefined;
  try {
    const json = window.localStorage.getItem(HANDED_ON_NOTE_KEY);
    const note = json ? (JSON.parse(json) as Partial<HandedOnNote>) : undefined;
    return note && note.email === email.trim().toLowerCase() && typeof note.nominee === 'string'
      ? { email: note.email, nominee: note.nominee }
      : undefined;
  } catch {
    return undefined;
  }
}

export function forgetHandedOnNote(): void {
  try {
    window.localStorage.removeItem(HANDED_ON_NOTE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
