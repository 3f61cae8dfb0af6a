import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

/** 'Oops! There seems to be an issue' with Try Again (journey §8). Loaded only when an error happens. */
export default function GenericErrorDialog({
  title,
  body,
  button,
  onTryAgain,
  onClose,
}: {
  title: string;
  body: string;
  button: string;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen title={title} onClose={onClose} icon="error">
      <DialogBody>
        <p>{body}</p>
      </DialogBody>
      <DialogFooter
        actions={<Button intent={Intent.PRIMARY} text={button} onClick={onTryAgain} autoFocus />}
      />
    </Dialog>
  );
}
