import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

/** Spec wording (journey §2 'ID check'). */
export const CONFIRM_DETAILS_QUESTION = 'Are you sure your details are correct?';

/** Next's question before the details are kept: Edit returns to the form, Confirm saves them. */
export function ConfirmDetailsDialog({
  isOpen,
  confirming,
  onEdit,
  onConfirm,
}: {
  isOpen: boolean;
  confirming: boolean;
  onEdit: () => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <Dialog isOpen={isOpen} title="Confirm your details" onClose={onEdit} className="lp-confirm-details">
      <DialogBody>
        <p>{CONFIRM_DETAILS_QUESTION}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Edit" onClick={onEdit} disabled={confirming} />
            <Button
              intent={Intent.PRIMARY}
              text="Confirm"
              loading={confirming}
              onClick={() => void onConfirm()}
            />
          </>
        }
      />
    </Dialog>
  );
}
