import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

/** What a step asks of the applicant (journey §2: the primary and secondary homes' info icon). */
export function StepInfoDialog({
  title,
  text,
  isOpen,
  onClose,
}: {
  title: string;
  text: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} isOpen={isOpen} onClose={onClose}>
      <DialogBody>
        <p>{text}</p>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>Close</Button>} />
    </Dialog>
  );
}
