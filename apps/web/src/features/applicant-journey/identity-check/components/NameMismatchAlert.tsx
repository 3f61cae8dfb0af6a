import { useId } from 'react';
import { Alert, Intent } from '@blueprintjs/core';

/** Our words (decision 2080): the alert's title when a scanned licence is in another name. */
export const NAME_MISMATCH_TITLE = 'This licence does not match your name';
export const SCAN_AGAIN = 'Scan again';
export const UPLOAD_INSTEAD = 'Upload my licence instead';

/**
 * A scanned licence whose name does not match the officer's (decision 2080): nothing of it was kept.
 * The server's message says why; the officer scans their own licence again, or uploads photos of it
 * for the provider's team to check.
 */
export function NameMismatchAlert({
  message,
  onScanAgain,
  onUpload,
}: {
  message: string;
  onScanAgain: () => void;
  onUpload: () => void;
}) {
  const id = useId();
  return (
    <Alert
      isOpen
      intent={Intent.PRIMARY}
      icon="id-number"
      confirmButtonText={SCAN_AGAIN}
      cancelButtonText={UPLOAD_INSTEAD}
      onConfirm={onScanAgain}
      onCancel={onUpload}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`} className="lp-scan-error__title">
        {NAME_MISMATCH_TITLE}
      </h2>
      <p id={`${id}-text`}>{message}</p>
    </Alert>
  );
}
