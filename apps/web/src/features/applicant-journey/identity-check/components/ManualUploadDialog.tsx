import { useId, useState, type ChangeEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  Intent,
  ProgressBar,
} from '@blueprintjs/core';
import {
  ACCEPTED_TYPES,
  acceptedTypeFor,
  DOCUMENT_SIDES,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  type DocumentSide,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { contentTypeOf, useFileUpload, type UploadedFileRef } from '../../../../shared/upload/useFileUpload';
import { uploadRefusalMessage } from '../../../../shared/upload/upload-refusal';
import type { ApprovalsRole } from '../approvals-view';
import { SaveDrivingLicence } from '../graphql/saveDrivingLicence';

/** Spec wording of the manual upload (journey §2 'ID check'). */
export const MANUAL_UPLOAD_TEXT =
  'We have been unable to capture your identification. Please upload a copy of your drivers licence';

/** The licence types the server takes (jpg, jpeg, png, pdf and the image types of decision 1600). */
const ACCEPT = ACCEPTED_TYPES.driversLicence
  .flatMap(({ extensions }) => extensions.map((ext) => `.${ext}`))
  .join(',');
const WRONG_TYPE = 'Choose a photo (JPG or PNG) or a PDF of your licence.';

type Slot =
  | { state: 'empty' }
  | { state: 'uploading'; progress: number; fileName: string }
  | { state: 'done'; file: UploadedFileRef };

/**
 * Manual upload (journey §2, §4): the licence's front and back, each uploaded as it is chosen
 * (getSignedUrl → PUT → saveFile), then kept with the applicant's identity check (saveDrivingLicense).
 * A file over 10,240,000 bytes gets the alert 'File size should be under 10MB.'.
 */
export function ManualUploadDialog({
  applicationId,
  role,
  onSaved,
  onClose,
}: {
  applicationId: string;
  role: ApprovalsRole;
  onSaved: () => void;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const upload = useFileUpload('driversLicence');
  const [slots, setSlots] = useState<Record<DocumentSide, Slot>>({
    Front: { state: 'empty' },
    Back: { state: 'empty' },
  });
  const [notice, setNotice] = useState<string>();
  const [saving, setSaving] = useState(false);

  const setSlot = (side: DocumentSide, slot: Slot) => setSlots((previous) => ({ ...previous, [side]: slot }));

  const choose = async (side: DocumentSide, file: File) => {
    if (file.size > MAX_FILE_BYTES) return setNotice(FILE_TOO_LARGE_MESSAGE);
    if (!acceptedTypeFor('driversLicence', file.name, contentTypeOf(file, 'driversLicence'))) {
      return setNotice(WRONG_TYPE);
    }
    setSlot(side, { state: 'uploading', progress: 0, fileName: file.name });
    try {
      const saved = await upload(file, {
        applicationId,
        onProgress: (progress) => setSlot(side, { state: 'uploading', progress, fileName: file.name }),
      });
      setSlot(side, { state: 'done', file: saved });
    } catch (error) {
      setSlot(side, { state: 'empty' });
      setNotice(uploadRefusalMessage(error));
    }
  };

  const front = slots.Front;
  const back = slots.Back;
  const ready = front.state === 'done' && back.state === 'done';

  const save = async () => {
    if (front.state !== 'done' || back.state !== 'done') return;
    setSaving(true);
    try {
      const saved = await runWithRetry(() =>
        client.mutate({
          mutation: SaveDrivingLicence,
          variables: { applicationId, params: [front.file, back.file], applicantType: role },
        }),
      );
      if (saved) onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      title="Upload your driver’s licence"
      onClose={onClose}
      className="lp-scan-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{MANUAL_UPLOAD_TEXT}</p>
        <p className="lp-licence-upload__hint">
          A photo (JPG or PNG) or a PDF of each side, up to 10MB each.
        </p>
        {DOCUMENT_SIDES.map((side) => (
          <LicenceSlot
            key={side}
            side={side}
            slot={slots[side]}
            onChosen={(file) => void choose(side, file)}
          />
        ))}
        <Alert
          isOpen={notice !== undefined}
          confirmButtonText="OK"
          onConfirm={() => setNotice(undefined)}
          aria-label="File not accepted"
        >
          <p>{notice}</p>
        </Alert>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text="Save"
              disabled={!ready}
              loading={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}

function LicenceSlot({
  side,
  slot,
  onChosen,
}: {
  side: DocumentSide;
  slot: Slot;
  onChosen: (file: File) => void;
}) {
  const inputId = useId();
  const label = side === 'Front' ? 'Licence front' : 'Licence back';
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onChosen(file);
  };
  return (
    <div className="lp-licence-upload">
      <input
        id={inputId}
        className="lp-licence-capture__input"
        type="file"
        accept={ACCEPT}
        onChange={choose}
        disabled={slot.state === 'uploading'}
      />
      <label htmlFor={inputId} className="bp6-button lp-licence-capture__choose">
        <Icon icon="upload" aria-hidden="true" />
        <span>{label}</span>
      </label>
      {slot.state === 'uploading' && (
        <ProgressBar
          intent={Intent.PRIMARY}
          value={slot.progress}
          aria-label={`Uploading ${slot.fileName}`}
        />
      )}
      {slot.state === 'done' && (
        <span className="lp-licence-upload__file">
          <Icon icon="tick-circle" intent={Intent.SUCCESS} aria-hidden="true" /> {slot.file.fileName}
        </span>
      )}
    </div>
  );
}
