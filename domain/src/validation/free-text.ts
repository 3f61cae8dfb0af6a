/**
 * Control characters in free text (decision 2041). A business website or a name holding escape codes
 * would act on the terminal of whoever prints it (clear the screen, set the title, fake a message), so
 * input keeps only printable text: tab and line feed stay where a field is written on several lines.
 */

/**
 * Escape sequences a terminal acts on, removed whole so no parameters are left behind: CSI
 * (`ESC [` or C1 0x9B, parameters, final byte), the string commands OSC, DCS, SOS, PM and APC up to
 * their terminator (BEL or ST), and two-character escapes.
 */
const ESCAPE_SEQUENCE = new RegExp(
  [
    '(?:\\u001b\\[|\\u009b)[0-?]*[ -/]*[@-~]',
    '(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])[^\\u0007\\u001b\\u009c]*(?:\\u0007|\\u001b\\\\|\\u009c)?',
    '\\u001b[ -/]*[0-~]',
  ].join('|'),
  'g',
);

/** C0 controls but tab and line feed, DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_TAB_AND_LINE_FEED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The text without control characters. A multi-line field keeps tabs and line breaks (a carriage
 * return becomes a line feed); a single-line one gets a space for each, as a pasted value would read.
 */
export function withoutControlCharacters(text: string, options: { multiLine: boolean }): string {
  const sequencesGone = text.replace(ESCAPE_SEQUENCE, '');
  if (options.multiLine) {
    return sequencesGone.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_TAB_AND_LINE_FEED, '');
  }
  return sequencesGone.replace(/[\t\n\r]/g, ' ').replace(CONTROL, '');
}
