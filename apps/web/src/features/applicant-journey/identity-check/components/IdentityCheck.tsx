import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { IdScanResult, Region } from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { fieldMessagesOf } from '../../business-details/credit-application/save-refusal';
import {
  identityReopened,
  keptLicenceDetailsOf,
  scanErrorCountOf,
  type ApprovalsApplicant,
  type ApprovalsRole,
} from '../approvals-view';
import { SaveIdentityCheck } from '../graphql/saveIdentityCheck';
import { idScanResultOf, initialIdDetails, type IdDetailsValues } from '../id-details-form';
import { IdDetailsForm } from './IdDetailsForm';
import { IdentityLanding } from './IdentityLanding';
import { IdentityReopenedCallout } from './IdentityReopened';
import { ManualUploadDialog } from './ManualUploadDialog';
import { ScanDialog } from './ScanDialog';

type Stage =
  | { at: 'landing' }
  /** Each scan is a new journey: a scan again after a licence in another name counts up. */
  | { at: 'scan'; attempt: number }
  | { at: 'manual' }
  | { at: 'details'; from: IdScanResult | undefined };

const APPLICANT_PATH = { primary: 'primaryApplicant', secondary: 'secondaryApplicant' } as const;

/**
 * The ID check (journey §2, §4 'Identity check'): the landing, then the scan (or, once a scan has
 * failed, the manual upload), then the details form. The error count starts from the stored one. On
 * load, a licence kept but not confirmed opens the details form again, filled from the kept scan.
 * Confirm keeps the details; `onConfirmed` then takes the applicant on.
 */
export function IdentityCheck({
  applicationId,
  role,
  applicant,
  region,
  reload,
  onConfirmed,
}: {
  applicationId: string;
  role: ApprovalsRole;
  applicant: ApprovalsApplicant | undefined;
  region: Region;
  reload: () => Promise<void>;
  onConfirmed: () => Promise<void>;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  // A licence kept but not yet confirmed reopens the details form with what its scan read.
  const [stage, setStage] = useState<Stage>(() => {
    // A licence uploaded by hand read nothing: the form starts as after an upload.
    const kept = keptLicenceDetailsOf(applicant);
    if (!kept) return { at: 'landing' };
    return { at: 'details', from: Object.keys(kept).length > 0 ? kept : undefined };
  });
  const [errorCount, setErrorCount] = useState(scanErrorCountOf(applicant));
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [today] = useState(() => new Date());

  const toLanding = useCallback(() => setStage({ at: 'landing' }), []);

  // OK on the scan error: the server counts it, then the licence is uploaded by hand.
  const skipScan = async () => {
    const counted = await runWithRetry(() =>
      client.mutate({
        mutation: SaveIdentityCheck,
        variables: {
          applicationId,
          params: {
            propertyFirst: APPLICANT_PATH[role],
            propertySecond: 'idScanData',
            propertyThird: 'idScan',
            value: { skipped: true },
          },
        },
      }),
    );
    if (!counted) return setStage({ at: 'landing' });
    setErrorCount((count) => count + 1);
    setStage({ at: 'manual' });
  };

  const confirm = async (values: IdDetailsValues): Promise<boolean> => {
    setConfirming(true);
    setFieldMessages({});
    const send = () =>
      client.mutate({
        mutation: SaveIdentityCheck,
        variables: {
          applicationId,
          params: {
            propertyFirst: APPLICANT_PATH[role],
            propertySecond: 'idScanResult',
            idScanResult: idScanResultOf(values, region),
          },
        },
      });
    try {
      try {
        await send();
      } catch (error) {
        const messages = fieldMessagesOf(error);
        if (Object.keys(messages).length > 0) {
          setFieldMessages(messages);
          return false;
        }
        if (!(await runWithRetry(send))) return false;
      }
      await onConfirmed();
      return true;
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {stage.at === 'details' ? (
        <IdDetailsForm
          region={region}
          initial={initialIdDetails(stage.from ?? applicant?.idScanResult, today)}
          today={today}
          fieldMessages={fieldMessages}
          confirming={confirming}
          onBack={() => {
            // Back reloads the step and returns to the landing (journey §2).
            void reload();
            setStage({ at: 'landing' });
          }}
          onConfirm={confirm}
        />
      ) : (
        <>
          {identityReopened(applicant) && !applicant?.idScanData?.fileUrls?.length && (
            <IdentityReopenedCallout />
          )}
          <IdentityLanding
            onContinue={() => setStage(errorCount > 0 ? { at: 'manual' } : { at: 'scan', attempt: 1 })}
          />
        </>
      )}
      {stage.at === 'scan' && (
        <ScanDialog
          key={stage.attempt}
          applicationId={applicationId}
          role={role}
          onPassed={(details) => setStage({ at: 'details', from: details })}
          onSkipped={skipScan}
          onScanAgain={() => setStage({ at: 'scan', attempt: stage.attempt + 1 })}
          onUpload={() => setStage({ at: 'manual' })}
          onClose={toLanding}
        />
      )}
      {stage.at === 'manual' && (
        <ManualUploadDialog
          applicationId={applicationId}
          role={role}
          onSaved={() => setStage({ at: 'details', from: undefined })}
          onClose={toLanding}
        />
      )}
    </>
  );
}
