import { useId } from 'react';
import { Alert, Intent } from '@blueprintjs/core';
import { SCAN_ERROR_ALERT, SCAN_QUALITY_CHECK_LABELS, type ScanQualityCheck } from '@lease-portal/domain';

/**
 * The scan error (journey §8): 'Error occurred!' 'We have not been able to capture your details.' with
 * the failed quality checks listed; OK skips to the manual upload.
 */
export function ScanErrorAlert({
  failedChecks,
  busy,
  onOk,
}: {
  failedChecks: readonly ScanQualityCheck[];
  busy: boolean;
  onOk: () => void;
}) {
  const id = useId();
  return (
    <Alert
      isOpen
      intent={Intent.PRIMARY}
      confirmButtonText="OK"
      loading={busy}
      onConfirm={onOk}
      icon="error"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`} className="lp-scan-error__title">
        {SCAN_ERROR_ALERT.title}
      </h2>
      <p id={`${id}-text`}>{SCAN_ERROR_ALERT.text}</p>
      {failedChecks.length > 0 && (
        <ul className="lp-scan-error__checks">
          {failedChecks.map((check) => (
            <li key={check}>{SCAN_QUALITY_CHECK_LABELS[check]}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
