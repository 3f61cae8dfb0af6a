import { tabTexts } from '@lease-portal/domain';
import type { OpenedSigningView } from '@lease-portal/partners';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const style =
  'body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#f4f5f7;color:#1c2127}' +
  'header{background:#1f2933;color:#fff;padding:12px 20px;font-size:14px}' +
  'main{max-width:880px;margin:0 auto;padding:20px}h1{font-size:22px;margin:8px 0 4px}' +
  '.doc{background:#fff;border:1px solid #d3d8de;border-radius:4px;margin:12px 0;padding:12px}' +
  '.doc object{width:100%;height:60vh;border:0}.actions{display:flex;gap:12px;flex-wrap:wrap;margin:20px 0}' +
  'button{font-size:16px;padding:10px 20px;border-radius:4px;border:1px solid #5f6b7c;background:#fff;cursor:pointer}' +
  'button.sign{background:#0d8050;border-color:#0d8050;color:#fff}p.note{color:#5f6b7c;font-size:13px}' +
  '.tabs{background:#fff;border:1px solid #d3d8de;border-radius:4px;padding:12px}.tabs h2{font-size:16px;margin:0 0 8px}' +
  '.tabs dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}.tabs dt{font-weight:bold}.tabs dd{margin:0}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${style}</style></head><body><header>Sandbox e-signature service</header><main>${body}</main></body></html>`
  );
}

/** The signing page: the envelope's documents, then Sign, Decline or Finish later. */
export function signingPage(token: string, view: OpenedSigningView): string {
  const base = `/sandbox/e-signature/views/${encodeURIComponent(token)}`;
  const documents = view.documents
    .map(
      (document) =>
        `<section class="doc" aria-label="${escapeHtml(document.name)}"><h2>${escapeHtml(document.name)}</h2>` +
        // Named for screen readers: the link inside is read only where the PDF cannot be shown.
        `<object data="${base}/documents/${encodeURIComponent(document.documentId)}" type="application/pdf" title="${escapeHtml(document.name)}, PDF">` +
        // A new tab: opened in the signing frame, the document would take the place of Sign and Decline.
        `<a href="${base}/documents/${encodeURIComponent(document.documentId)}" target="_blank" rel="noopener">Open ${escapeHtml(document.name)}</a>` +
        `</object></section>`,
    )
    .join('');
  const role = view.recipient.roleName === 'Witness' ? ' as witness' : '';
  return page(
    'Review and sign',
    `<h1>Review and sign${escapeHtml(role)}</h1>` +
      `<p>${escapeHtml(view.recipient.name)}, please review the documents below.</p>${tabsFilled(view)}${documents}` +
      `<form method="post" action="${base}" class="actions">` +
      `<button class="sign" type="submit" name="action" value="sign">Sign</button>` +
      `<button type="submit" name="action" value="decline">Decline</button>` +
      `<button type="submit" name="action" value="cancel">Finish later</button></form>` +
      `<p class="note">This is the portal's embedded sandbox: signing here records a signature in the sandbox only.</p>`,
  );
}

/**
 * The recipient's fields, filled as the service fills its tabs (decision 2098): the real service shows
 * them on the document where their anchors stand; the sandbox lists them above it, and prints them
 * there on the signed copy.
 */
function tabsFilled(view: OpenedSigningView): string {
  const tabs = view.recipient.tabs ?? [];
  if (tabs.length === 0) return '';
  const texts = tabTexts(view.recipient);
  const rows = tabs
    .map(
      (tab) =>
        `<dt>${escapeHtml(tab.tabLabel)}</dt><dd>${escapeHtml(texts.get(tab.anchorString) ?? '')}</dd>`,
    )
    .join('');
  return `<section class="tabs" aria-label="Your details on the documents"><h2>Your details on the documents</h2><dl>${rows}</dl></section>`;
}

/** A view that was used already, expired or never issued: the real service answers the same way. */
export function expiredViewPage(): string {
  return page(
    'Signing link expired',
    '<h1>This signing link has expired</h1><p>Signing links work once, for five minutes. ' +
      'Close this window and choose Sign again in the portal.</p>',
  );
}
