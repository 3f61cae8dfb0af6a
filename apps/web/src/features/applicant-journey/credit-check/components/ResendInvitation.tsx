import { Button } from '@blueprintjs/core';
import { useResendSecondaryInvitation } from '../hooks/useResendSecondaryInvitation';
import { OUTCOME_TEXT } from '../outcome-text';

const timeOf = (at: Date): string => at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * The on-hold page's offer to send Authorised Officer (2)'s invitation again (decision 2094): the
 * button is busy while it sends and unavailable, with the reason beside it, until another may go. The
 * outcome is said in a status line that screen readers read (a refusal or failure as an alert).
 */
export function ResendInvitation({
  applicationId,
  officer2Name,
}: {
  applicationId: string;
  officer2Name: string;
}) {
  const { state, resend } = useResendSecondaryInvitation(applicationId);
  const waiting = state.kind === 'sent' || state.kind === 'wait';
  return (
    <div className="lp-credit-check__resend">
      <p className="lp-credit-check__message">{OUTCOME_TEXT.onHoldResend}</p>
      <Button
        text={OUTCOME_TEXT.onHoldResendButton}
        loading={state.kind === 'sending'}
        disabled={waiting}
        aria-describedby="lp-resend-status"
        onClick={() => void resend()}
      />
      <p id="lp-resend-status" className="lp-credit-check__message" role="status">
        {state.kind === 'sent' &&
          `${OUTCOME_TEXT.onHoldResent(officer2Name)} ${OUTCOME_TEXT.onHoldResendAfter(timeOf(state.until))}`}
      </p>
      {(state.kind === 'wait' || state.kind === 'failed') && (
        <p className="lp-credit-check__message" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
