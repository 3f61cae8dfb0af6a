/** Business numbers are written with spaces for reading ('51 824 753 556'); the digits are the number. */
export function withoutSpaces(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isDigits(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

export function digitsOf(value: string): number[] {
  return [...value].map(Number);
}
