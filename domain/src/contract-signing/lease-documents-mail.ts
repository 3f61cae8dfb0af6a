import type { Mail } from '../accounts/mail';
import { escapeHtml } from '../accounts/password-link-mail';
import { contactDetailsFor } from '../organisation/contact-details';
import type { OrgProfile } from '../organisation/org-profile';
import type { LeaseDocumentFile } from './lease-document-pack';

export const LEASE_DOCUMENTS_MAIL_KIND = 'contract-signing.lease-documents';

/**
 * The lease documents by e-mail (journey §2 'Wet-signature screen'): the PDFs ride as attachments
 * (decision 1702), with the organisation's name and contacts and the instructions for signing on paper.
 */
export function leaseDocumentsMail(input: {
  to: string;
  profile: OrgProfile;
  documents: LeaseDocumentFile[];
  quoteReference?: string;
}): Mail {
  const { profile, documents } = input;
  const contacts = contactDetailsFor(profile.region, profile);
  const company = contacts.companyName;
  const subject = `Your lease documents from ${company}${input.quoteReference ? ` (${input.quoteReference})` : ''}`;
  const paragraphs = [
    `Attached are your lease documents: ${documents.map((document) => document.title).join(', ')}.`,
    'Print and sign them, then log back in to the portal and upload each signed document.',
    `Need help? Call us on ${contacts.phoneNumber} or e-mail ${contacts.email}.`,
    company,
  ];
  return {
    to: input.to,
    subject,
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1c2127;">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
    orgId: profile.orgId,
    kind: LEASE_DOCUMENTS_MAIL_KIND,
    attachments: documents.map((document) => ({
      fileName: document.fileName,
      contentType: 'application/pdf',
      content: document.pdf,
    })),
  };
}
