import { Intent, OverlayToaster, Toast } from '@blueprintjs/core';

/** What went wrong, and what Try Again re-runs (a failed list offers it; a refused answer does not). */
export interface NoticeOf {
  message: string;
  retry?: () => void;
}

/**
 * The error notification of journey §8: query failures (business lookup, industries, sub divisions,
 * sub groups) come with a retry action; mutation failures with the message alone.
 */
export function ErrorNotice({ notice, onDismiss }: { notice: NoticeOf | undefined; onDismiss: () => void }) {
  return (
    <OverlayToaster position="top">
      {notice && (
        <Toast
          key={notice.message}
          intent={Intent.DANGER}
          icon="error"
          message={notice.message}
          timeout={notice.retry ? 0 : 8000}
          action={
            notice.retry
              ? {
                  text: 'Try Again',
                  onClick: () => {
                    onDismiss();
                    notice.retry?.();
                  },
                }
              : undefined
          }
          onDismiss={onDismiss}
        />
      )}
    </OverlayToaster>
  );
}

export const SEND_FAILED = 'Your answer could not be sent. Please try again.';
