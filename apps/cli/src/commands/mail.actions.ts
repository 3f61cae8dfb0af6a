import { DomainError } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { withoutLinkSecrets } from './mail-redaction';
import { signedInReader } from './signed-in';

export async function listMails(
  { open, out }: CommandContext,
  options: { to?: string; limit?: number; json?: boolean },
) {
  const services = await open();
  // Mails name customers: only a signed-in member reads them (their links' secrets never show).
  await signedInReader(services);
  const mails = await services.mailOutbox.list({
    ...(options.to ? { to: options.to } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  });
  if (options.json) return out.json(mails.map(({ html: _html, text: _text, ...summary }) => summary));
  out.table(
    mails.map((each) => ({
      id: each.id,
      kept: each.createdAt,
      sent: each.sentAt ?? '-',
      to: each.to,
      subject: each.subject,
      kind: each.kind,
    })),
  );
}

export async function showMail(
  { open, out }: CommandContext,
  id: string,
  options: { html?: boolean; json?: boolean },
) {
  const services = await open();
  await signedInReader(services);
  const stored = await services.mailOutbox.ofId(id);
  const found = stored && withoutLinkSecrets(stored);
  if (!found) throw new DomainError('NOT_FOUND', `No mail with id '${id}' in the outbox.`);
  if (options.json) return out.json(found);
  out.line(`Mail ${found.id}`);
  out.line(`  To:            ${found.to}`);
  out.line(`  Subject:       ${found.subject}`);
  out.line(`  Kept:          ${found.createdAt}`);
  out.line(
    `  Sent:          ${found.sentAt ?? 'not sent (kept in the outbox, or waiting for the SMTP server)'}`,
  );
  out.line(`  Kind:          ${found.kind}`);
  out.line(`  Organisation:  ${found.orgId}`);
  out.line();
  out.line(options.html ? found.html : found.text);
}
