/** What the address autocomplete needs before it asks (journey §9: AU and NZ; decision 1610). */
export const ADDRESS_QUERY_MINIMUM_LENGTH = 3;
/** Typing waits this long for a pause before asking for suggestions. */
export const ADDRESS_DEBOUNCE_MS = 300;
/** Journey §9: with several words pasted the first suggestion is auto-selected after 1000 ms. */
export const PASTED_ADDRESS_AUTO_SELECT_MS = 1000;

/** Whether pasted text is an address of several words, which picks the first suggestion by itself. */
export function isSeveralWords(text: string): boolean {
  return text.trim().split(/\s+/).filter(Boolean).length > 1;
}

/** Whether typed text is long enough to ask for suggestions. */
export function isAddressQuery(text: string): boolean {
  return text.trim().length >= ADDRESS_QUERY_MINIMUM_LENGTH;
}
