import password from '@inquirer/password';

/**
 * The staff key as the member gives it: typed without being shown on a terminal, or piped in by a
 * script (`lease-admin login < key-file`). Never an argument, which shell history would keep. The
 * enrolment code of `login --enrol` is read the same way.
 */
export async function readStaffKey(prompt = 'Your staff key:'): Promise<string> {
  if (process.stdin.isTTY) {
    return (await password({ message: prompt, mask: false }, { output: process.stderr })).trim();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}
