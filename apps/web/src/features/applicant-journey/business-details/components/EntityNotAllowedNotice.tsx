import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

export const ENTITY_NOT_ALLOWED =
  'Thank you, due to your entity type our team has been alerted and will be in contact to progress your application quickly.';

/** The entity-type-not-allowed notice (journey §8): Change reopens the lookup; Confirm & Logout signs out. */
export function EntityNotAllowedNotice({
  isOpen,
  onChange,
  onConfirmAndLogout,
}: {
  isOpen: boolean;
  onChange: () => void;
  onConfirmAndLogout: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} title="Thank you" onClose={onChange} className="lp-officer-dialog">
      <DialogBody>
        <p>{ENTITY_NOT_ALLOWED}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Change" onClick={onChange} />
            <Button intent={Intent.PRIMARY} text="Confirm & Logout" onClick={onConfirmAndLogout} />
          </>
        }
      />
    </Dialog>
  );
}
