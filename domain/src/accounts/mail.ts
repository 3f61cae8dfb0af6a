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
  /**
   * One mail per key, ever: a mail sent again with a key already sent is not sent twice where the
   * mailer can tell (the outbox keeps the key; decision 2082). A job's mail carries the job's key.
   */
  deliveryKey?: string;
}
