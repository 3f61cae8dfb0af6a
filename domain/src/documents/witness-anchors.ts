/**
 * Where the lease envelope's witness fills their name and address (decision 2098). The envelope's
 * documents are prepared before the witness is named, so their witness block prints these anchors
 * (white on white: the reader sees blank lines), and the witness's tabs stand on them: the name as a
 * full-name tab (the witness's name in the envelope once the recipient is corrected), the address as
 * a text tab given its value then. DocuSign places tabs on anchor text the same way.
 */
export const WITNESS_ANCHORS = {
  name: '\\witness_name\\',
  address: '\\witness_address\\',
} as const;

/** The witness's tabs' labels: what the signing view calls them, and how the address is given its value. */
export const WITNESS_TAB_LABELS = { name: "Witness's full name", address: "Witness's address" } as const;
