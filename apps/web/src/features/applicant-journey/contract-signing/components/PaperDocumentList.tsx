import { useState } from 'react';
import { Button, Section, SectionCard } from '@blueprintjs/core';
import type { PaperDocument } from '../contract-signing-view';
import { DOWNLOAD_ALL, SEND_ALL, usePaperDocuments } from '../hooks/usePaperDocuments';
import { EmailBox } from './EmailBox';

/**
 * 'Lease Documents' (journey §2): each document to download or e-mail to the officer, then Download
 * All and Email All with an e-mail box.
 */
export function PaperDocumentList({
  applicationId,
  documents,
  ownEmail,
  title = 'Lease Documents',
}: {
  applicationId: string;
  documents: PaperDocument[];
  ownEmail: string;
  title?: string;
}) {
  const { download, email } = usePaperDocuments(applicationId);
  const [busy, setBusy] = useState<string>();
  const [mailed, setMailed] = useState<ReadonlySet<string>>(new Set());

  const run = async (name: string, work: () => Promise<boolean>) => {
    setBusy(name);
    try {
      return await work();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Section title={title} collapsible className="lp-paper-documents" role="region" aria-label={title}>
      <SectionCard>
        <ul className="lp-paper-documents__list">
          {documents.map((document) => (
            <li key={document.key} className="lp-paper-documents__row">
              <span>{document.title}</span>
              <span className="lp-paper-documents__actions">
                <Button
                  icon="download"
                  text="Download"
                  aria-label={`Download ${document.title}`}
                  loading={busy === `download:${document.key}`}
                  onClick={() => void run(`download:${document.key}`, () => download(document.key))}
                />
                <Button
                  icon="envelope"
                  text={mailed.has(document.key) ? 'Sent' : 'Email to me'}
                  // The name holds the visible text, then the document it is for.
                  aria-label={`${mailed.has(document.key) ? 'Sent' : 'Email to me'}: ${document.title}`}
                  loading={busy === `email:${document.key}`}
                  onClick={() =>
                    void run(`email:${document.key}`, async () => {
                      const sent = await email(document.key, ownEmail);
                      if (sent) setMailed((previous) => new Set([...previous, document.key]));
                      return sent;
                    })
                  }
                />
              </span>
            </li>
          ))}
        </ul>
        {documents.length > 1 && (
          <div className="lp-paper-documents__all">
            <Button
              icon="download"
              text="Download All"
              loading={busy === DOWNLOAD_ALL}
              onClick={() => void run(DOWNLOAD_ALL, () => download(DOWNLOAD_ALL))}
            />
            <EmailBox label="Email All" initial={ownEmail} onSend={(address) => email(SEND_ALL, address)} />
          </div>
        )}
      </SectionCard>
    </Section>
  );
}
