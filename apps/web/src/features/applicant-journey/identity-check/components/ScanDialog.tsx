import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import {
  DOCUMENT_SIDES,
  type DocumentSide,
  type IdScanResult,
  type ScanQualityCheck,
  type ScanSideAnswer,
} from '@lease-portal/domain';
import { refusalOf } from '../../business-details/refusal';
import type { ApprovalsRole } from '../approvals-view';
import { SaveDrivingLicence } from '../graphql/saveDrivingLicence';
import { submitSide } from '../scan-service';
import { hasCamera, LicenceCapture } from './LicenceCapture';
import { NameMismatchAlert } from './NameMismatchAlert';
import { ScanErrorAlert } from './ScanErrorAlert';

type Step =
  | { at: 'capture'; side: DocumentSide; busy: boolean }
  | { at: 'reading' }
  /** The journey failed: a quality check, the service, or the save (journey §8 'Scan error'). */
  | { at: 'failed'; failedChecks: ScanQualityCheck[] }
  /** The licence is in another name: nothing was kept (decision 2080). */
  | { at: 'notYours'; message: string };

/** The server's reason for a scanned licence in another name (decision 2080). */
const NAME_MISMATCH = 'IDENTITY_CHECK.LICENCE_NAME_MISMATCH';

const SIDE_TITLES: Record<DocumentSide, string> = {
  Front: 'Front of your licence',
  Back: 'Back of your licence',
};

/**
 * The scan dialog (journey §2, §4 'Identity check'): captures the licence's front then back with the
 * camera or a chosen photo and uploads each to the portal, which sends it on to the identity-scan
 * service (the front starting the journey) and answers the side's checks and the journey's outcome
 * (decision 2119); when it passed, the server keeps the licence from the service.
 * A failed quality check or a journey error shows the alert; its OK is `onSkipped` (manual upload).
 * A licence the server refuses as not in the officer's name shows why, and offers `onScanAgain` or
 * `onUpload` (decision 2080).
 */
export function ScanDialog({
  applicationId,
  role,
  onPassed,
  onSkipped,
  onScanAgain,
  onUpload,
  onClose,
}: {
  applicationId: string;
  role: ApprovalsRole;
  onPassed: (details: IdScanResult) => void;
  onSkipped: () => Promise<void>;
  onScanAgain: () => void;
  onUpload: () => void;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ at: 'capture', side: 'Front', busy: false });
  const [camera, setCamera] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const journeyId = useRef<string | undefined>(undefined);

  useEffect(() => {
    let open = true;
    void hasCamera().then((found) => open && setCamera(found));
    return () => {
      open = false;
    };
  }, []);

  const journeyFailed = (failedChecks: ScanQualityCheck[] = []) => setStep({ at: 'failed', failedChecks });

  const finish = async (outcome: ScanSideAnswer['outcome']) => {
    setStep({ at: 'reading' });
    if (outcome.status === 'failed') return journeyFailed(outcome.failedChecks);
    if (outcome.status !== 'passed') return journeyFailed();
    let saved;
    try {
      ({ data: saved } = await client.mutate({
        mutation: SaveDrivingLicence,
        variables: { applicationId, params: [], applicantType: role, journeyId: journeyId.current },
      }));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.reason === NAME_MISMATCH) return setStep({ at: 'notYours', message: refusal.message });
      throw error;
    }
    if (saved?.saveDrivingLicense.status !== '200') return journeyFailed();
    onPassed(outcome.details);
  };

  const captured = async (side: DocumentSide, image: Blob) => {
    setStep({ at: 'capture', side, busy: true });
    try {
      const submitted = await submitSide(applicationId, side, image, journeyId.current);
      journeyId.current = submitted.journeyId;
      if (!submitted.accepted || submitted.failedChecks.length > 0)
        return journeyFailed(submitted.failedChecks);
      const next = DOCUMENT_SIDES[DOCUMENT_SIDES.indexOf(side) + 1];
      if (next) return setStep({ at: 'capture', side: next, busy: false });
      await finish(submitted.outcome);
    } catch {
      // The service refused or could not be reached, or the licence was not saved: a journey error.
      journeyFailed();
    }
  };

  const skip = async () => {
    setSkipping(true);
    try {
      await onSkipped();
    } finally {
      setSkipping(false);
    }
  };

  if (step.at === 'notYours') {
    return <NameMismatchAlert message={step.message} onScanAgain={onScanAgain} onUpload={onUpload} />;
  }
  if (step.at === 'failed') {
    return <ScanErrorAlert failedChecks={step.failedChecks} busy={skipping} onOk={() => void skip()} />;
  }
  const title = step.at === 'capture' ? SIDE_TITLES[step.side] : 'Scan your driver’s licence';
  return (
    <Dialog isOpen title={title} onClose={onClose} className="lp-scan-dialog" canOutsideClickClose={false}>
      <DialogBody>
        {step.at === 'capture' ? (
          <>
            <p className="lp-scan-dialog__progress">
              Side {DOCUMENT_SIDES.indexOf(step.side) + 1} of {DOCUMENT_SIDES.length}
            </p>
            <LicenceCapture
              key={step.side}
              side={step.side}
              camera={camera}
              disabled={step.busy}
              onCaptured={(image) => void captured(step.side, image)}
            />
            {step.busy && <Spinner size={24} aria-label="Checking the photo" />}
          </>
        ) : (
          <Spinner aria-label={step.at === 'reading' ? 'Reading your licence' : 'Starting the scan'} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Cancel" onClick={onClose} />} />
    </Dialog>
  );
}
