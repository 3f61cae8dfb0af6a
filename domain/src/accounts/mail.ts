/** What kinds of e-mail the portal sends; other contexts add theirs. */
export type MailKind = 'account.create-password' | 'account.reset-password' | (string & {});

/** A file carried by a mail, such as a lease document (decision 1702). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** One branded e-mail to one recipient, in plain text and HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The organisation whose brand the mail carries. */
  orgId: string;
  kind: MailKind;
  /** Files the mail carries; none when absent. */
  attachments?: MailAttachment[];
}
