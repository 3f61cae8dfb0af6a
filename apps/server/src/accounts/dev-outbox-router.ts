import { Router } from 'express';
import type { MailOutbox, OutboxMail } from '@lease-portal/domain';
import { localHostOnly, loopbackOnly } from '../http/loopback-only';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:Arial,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem}iframe{width:100%;height:480px;border:1px solid #ddd}</style>' +
  `</head><body>${body}</body></html>`;

function listPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="./${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>` +
        `<td>${escapeHtml(mail.kind)}</td><td>${escapeHtml(mail.orgId)}</td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Kind</th><th>Organisation</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>The outbox is empty.</p>';
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>Mails the portal kept instead of sending (development only).</p>${table}`,
  );
}

function mailPage(mail: OutboxMail): string {
  return page(
    mail.subject,
    `<p><a href="./">Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>To: ${escapeHtml(mail.to)}<br>Sent: ${escapeHtml(mail.createdAt)}<br>Kind: ${escapeHtml(mail.kind)}<br>Organisation: ${escapeHtml(mail.orgId)}</p>` +
      // The HTML part is shown sandboxed: no scripts, no access to this page.
      `<h2>HTML</h2><iframe sandbox srcdoc="${escapeHtml(mail.html)}" title="HTML part"></iframe>` +
      `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>` +
      attachmentList(mail),
  );
}

/** The files the mail carries, each downloadable from the page. */
function attachmentList(mail: OutboxMail): string {
  const files = mail.attachments ?? [];
  if (files.length === 0) return '';
  const items = files
    .map(
      (file, position) =>
        `<li><a href="./${encodeURIComponent(mail.id)}/attachments/${position}">${escapeHtml(file.fileName)}</a> (${file.content.byteLength} bytes)</li>`,
    )
    .join('');
  return `<h2>Attachments</h2><ul>${items}</ul>`;
}

/**
 * /dev/outbox: the mails kept by the outbox mailer, for developers; mounted only outside production
 * and answered only to this machine (its mails hold password links: decision 0210), asked for by one of
 * its own names and the portal's port (not a rebound name of another site: decision 2028).
 */
export function devOutboxRouter(outbox: Pick<MailOutbox, 'list' | 'ofId'>): Router {
  const router = Router();
  router.use(loopbackOnly, localHostOnly);
  router.get('/', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(listPage(await outbox.list({ ...(to ? { to } : {}), limit: 100 })));
  });
  router.get('/:id', async (req, res) => {
    const mail = await outbox.ofId(req.params.id);
    if (!mail) {
      res.status(404).type('text/plain').send('No such mail.');
      return;
    }
    res.type('html').set('Cache-Control', 'no-store').send(mailPage(mail));
  });
  router.get('/:id/attachments/:position', async (req, res) => {
    const mail = await outbox.ofId(req.params.id);
    const file = mail?.attachments?.[Number(req.params.position)];
    if (!file) {
      res.status(404).type('text/plain').send('No such attachment.');
      return;
    }
    res
      .type(file.contentType)
      .set({
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`,
      })
      .send(Buffer.from(file.content));
  });
  return router;
}
