import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Icon, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import {
  acceptedTypeFor,
  DELETE_AFTER_SUBMIT_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { firstErrorMessage } from '../../../../shared/error-dialog/first-error-message';
import { contentTypeOf, useFileUpload } from '../../../../shared/upload/useFileUpload';
import { uploadRefusalMessage } from '../../../../shared/upload/upload-refusal';
import { journeyPath } from '../../journey-view';
import { DOCUMENTS_RECEIVED, maySubmit, uploadSlotsOf, type PaperDocument } from '../contract-signing-view';
import { DeleteWetSignature } from '../graphql/deleteWetSignature';
import { SubmitWetSignature } from '../graphql/submitWetSignature';
import { UploadWetSignature } from '../graphql/uploadWetSignature';

const NOT_A_PDF = 'Choose the signed document as a PDF.';

/**
 * 'Upload Signed Documents' (journey §2, §5): one slot per document signed (the instructions sheet is
 * only read, so it has none), those Submit & Complete waits for marked '(required)', PDF only (checked again by its
 * content on the server, which also refuses a blank one), up to 10MB; Delete until the documents are
 * submitted; 'Submit & Complete' once every required document is in, then 'Documents Submited' with
 * 'Documents received – we will check them', and the applications route, while staff check them
 * (decision 2030). The combination flow has the
 * guarantee's slot alone and no submission.
 */
export function SignedDocumentUploads({
  applicationId,
  documents,
  submitted,
  withSubmit,
  title = 'Upload Signed Documents',
  onChanged,
}: {
  applicationId: string;
  documents: PaperDocument[];
  submitted: boolean;
  withSubmit: boolean;
  title?: string;
  onChanged: () => Promise<void>;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const upload = useFileUpload('signedDocument');
  const [busy, setBusy] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const choose = async (document: PaperDocument, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setNotice(FILE_TOO_LARGE_MESSAGE);
    if (!acceptedTypeFor('signedDocument', file.name, contentTypeOf(file, 'signedDocument')))
      return setNotice(NOT_A_PDF);
    setBusy(document.key);
    try {
      const saved = await upload(file, { applicationId });
      await client.mutate({
        mutation: UploadWetSignature,
        variables: { applicationId, wetSignatureObjName: document.key, uploadFileObj: saved },
      });
      await onChanged();
    } catch (error) {
      // A blank, page-less or broken PDF, or another kind of file, is refused in the portal's own words.
      setNotice(uploadRefusalMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async (document: PaperDocument) => {
    setBusy(document.key);
    try {
      const removed = await runWithRetry(async () => {
        try {
          await client.mutate({
            mutation: DeleteWetSignature,
            variables: { applicationId, wetSignatureObjName: document.key },
          });
          return true;
        } catch (error) {
          // Deleting after submission is answered with the specification's alert, not the error dialog.
          if (firstErrorMessage(error) === DELETE_AFTER_SUBMIT_MESSAGE) return false;
          throw error;
        }
      });
      if (removed === false) setNotice(DELETE_AFTER_SUBMIT_MESSAGE);
      if (removed) await onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  const submit = async () => {
    setBusy('submit');
    try {
      const done = await runWithRetry(async () => {
        const { data } = await client.mutate({
          mutation: SubmitWetSignature,
          variables: { applicationId, status: 'completed' },
        });
        return !!data;
      });
      if (done) void navigate(journeyPath(applicationId, 'applications'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Section title={title} collapsible className="lp-signed-uploads" role="region" aria-label={title}>
      <SectionCard>
        <ul className="lp-signed-uploads__list">
          {uploadSlotsOf(documents).map((document) => (
            <UploadSlot
              key={document.key}
              document={document}
              busy={busy === document.key}
              submitted={submitted}
              onChoose={(event) => void choose(document, event)}
              onDelete={() => void remove(document)}
            />
          ))}
        </ul>
        {withSubmit && (
          <Button
            className="lp-signed-uploads__submit"
            intent={Intent.PRIMARY}
            size="large"
            loading={busy === 'submit'}
            // Not while an upload or delete is under way: the submission must see the slots as they end up.
            disabled={submitted || !maySubmit(documents) || (!!busy && busy !== 'submit')}
            text={submitted ? 'Documents Submited' : 'Submit & Complete'}
            onClick={() => void submit()}
          />
        )}
        {withSubmit && submitted && <p className="lp-signed-uploads__received">{DOCUMENTS_RECEIVED}</p>}
      </SectionCard>
      <Alert isOpen={!!notice} confirmButtonText="OK" onClose={() => setNotice(undefined)}>
        <p>{notice}</p>
      </Alert>
    </Section>
  );
}

/** One document's slot: its upload with Delete, or an Upload input until the documents are submitted. */
function UploadSlot({
  document,
  busy,
  submitted,
  onChoose,
  onDelete,
}: {
  document: PaperDocument;
  busy: boolean;
  submitted: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onDelete: () => void;
}) {
  const inputId = useId();
  return (
    <li className="lp-signed-uploads__slot">
      <span className="lp-signed-uploads__title">
        {document.title}
        {document.required && <span className="lp-signed-uploads__required"> (required)</span>}
      </span>
      {busy ? (
        <Spinner size={16} aria-label={`Working on ${document.title}`} />
      ) : document.upload ? (
        <span className="lp-signed-uploads__file">
          <Icon icon="document" aria-hidden="true" />
          <span>{document.upload.fileName}</span>
          <Button
            variant="minimal"
            icon="trash"
            text="Delete"
            aria-label={`Delete ${document.title}`}
            onClick={onDelete}
          />
        </span>
      ) : submitted ? null : (
        <>
          <input
            id={inputId}
            className="lp-signed-uploads__input"
            type="file"
            accept="application/pdf,.pdf"
            aria-label={`Upload signed ${document.title}`}
            onChange={onChoose}
          />
          <label htmlFor={inputId} className="bp6-button lp-signed-uploads__button" aria-hidden="true">
            <Icon icon="upload" />
            <span>Upload</span>
          </label>
        </>
      )}
    </li>
  );
}
