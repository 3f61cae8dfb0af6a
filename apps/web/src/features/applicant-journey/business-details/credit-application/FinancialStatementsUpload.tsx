import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Icon, Intent, ProgressBar } from '@blueprintjs/core';
import {
  ACCEPTED_TYPES,
  acceptedTypeFor,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  MAX_FILES_PER_KIND,
} from '@lease-portal/domain';
import { contentTypeOf, useFileUpload, type UploadedFileRef } from '../../../../shared/upload/useFileUpload';
import type { Notify } from './CreditApplicationAccordion';
import { INFO, TOO_MANY_FILES, WRONG_FILE_TYPE } from './credit-application-text';
import { InfoButton } from './InfoButton';
import { uploadRefusalMessage } from '../../../../shared/upload/upload-refusal';

/** The statement types the server takes (journey §5), as the file picker offers them. */
const ACCEPT = ACCEPTED_TYPES.financialStatement
  .flatMap(({ extensions }) => extensions.map((ext) => `.${ext}`))
  .join(',');

interface InFlight {
  key: number;
  fileName: string;
  progress: number;
}

/**
 * Financial statements (journey §5 'Uploads'): pdf, doc, docx, xls or xlsx, at most 10 files of
 * 10,240,000 bytes each; each uploads with its progress shown (getSignedUrl → PUT → saveFile) and can
 * be removed. A file too large gets the alert 'File size should be under 10MB.'; a failed upload a
 * notification, and its progress goes (journey §8).
 */
export function FinancialStatementsUpload({
  applicationId,
  files,
  onAdded,
  onRemoved,
  onBusyChange,
  notify,
}: {
  applicationId: string;
  files: readonly UploadedFileRef[];
  onAdded: (file: UploadedFileRef) => void;
  onRemoved: (uuid: string) => void;
  onBusyChange: (busy: boolean) => void;
  notify: Notify;
}) {
  const inputId = useId();
  const upload = useFileUpload('financialStatement');
  const [inFlight, setInFlight] = useState<readonly InFlight[]>([]);
  const [tooLarge, setTooLarge] = useState(false);
  const nextKey = useRef(0);

  const uploading = inFlight.length > 0;
  useEffect(() => onBusyChange(uploading), [onBusyChange, uploading]);

  const start = async (file: File) => {
    const key = nextKey.current++;
    setInFlight((previous) => [...previous, { key, fileName: file.name, progress: 0 }]);
    try {
      const saved = await upload(file, {
        applicationId,
        onProgress: (progress) =>
          setInFlight((previous) =>
            previous.map((item) => (item.key === key ? { ...item, progress } : item)),
          ),
      });
      onAdded(saved);
    } catch (error) {
      notify(uploadRefusalMessage(error));
    } finally {
      setInFlight((previous) => previous.filter((item) => item.key !== key));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    let room = MAX_FILES_PER_KIND - files.length - inFlight.length;
    for (const file of chosen) {
      if (file.size > MAX_FILE_BYTES) {
        setTooLarge(true);
        continue;
      }
      if (!acceptedTypeFor('financialStatement', file.name, contentTypeOf(file, 'financialStatement'))) {
        notify(WRONG_FILE_TYPE);
        continue;
      }
      if (room <= 0) {
        notify(TOO_MANY_FILES);
        break;
      }
      room -= 1;
      void start(file);
    }
  };

  const full = files.length + inFlight.length >= MAX_FILES_PER_KIND;

  return (
    <div className="lp-statements" role="group" aria-labelledby={`${inputId}-title`}>
      <div className="lp-credit-form__label-row">
        <span id={`${inputId}-title`} className="lp-credit-form__label">
          Financial Statements
        </span>
        <InfoButton title={INFO.statements.title} text={INFO.statements.text} />
      </div>
      <p className="lp-credit-form__hint" id={`${inputId}-hint`}>
        PDF, Word or Excel files, up to 10MB each, at most {MAX_FILES_PER_KIND} files.
      </p>
      <input
        id={inputId}
        className="lp-statements__input"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={full}
        aria-describedby={`${inputId}-hint`}
        onChange={choose}
      />
      <label htmlFor={inputId} className={`bp6-button lp-statements__button${full ? ' bp6-disabled' : ''}`}>
        <Icon icon="upload" aria-hidden="true" />
        <span>Upload financial statements</span>
      </label>
      {(files.length > 0 || inFlight.length > 0) && (
        <ul className="lp-statements__list" aria-label="Financial statements">
          {files.map((file) => (
            <li key={file.uuid} className="lp-statements__file">
              <Icon icon="document" aria-hidden="true" />
              <span className="lp-statements__name">{file.fileName}</span>
              <Button
                variant="minimal"
                icon="trash"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => onRemoved(file.uuid)}
              />
            </li>
          ))}
          {inFlight.map((item) => (
            <li key={`uploading-${item.key}`} className="lp-statements__file lp-statements__file--uploading">
              <Icon icon="cloud-upload" aria-hidden="true" />
              <span className="lp-statements__name">{item.fileName}</span>
              <ProgressBar
                className="lp-statements__progress"
                intent={Intent.PRIMARY}
                value={item.progress}
                aria-label={`Uploading ${item.fileName}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Alert
        isOpen={tooLarge}
        confirmButtonText="OK"
        intent={Intent.DANGER}
        icon="error"
        onClose={() => setTooLarge(false)}
      >
        <p>{FILE_TOO_LARGE_MESSAGE}</p>
      </Alert>
    </div>
  );
}
