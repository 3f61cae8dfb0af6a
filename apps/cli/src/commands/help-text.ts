/** The examples section of a command's --help, each line indented as commander indents its own. */
export function examples(...lines: string[]): string {
  return ['', lines.length === 1 ? 'Example:' : 'Examples:', ...lines.map((line) => `  ${line}`)].join('\n');
}
