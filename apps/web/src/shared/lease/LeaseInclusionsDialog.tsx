import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { regionDefaults, type Region } from '@lease-portal/domain';

/** What every lease includes, for the region (calculator §2 'Lease inclusions'; journey §9). */
export function LeaseInclusionsDialog({
  region,
  isOpen,
  onClose,
}: {
  region: Region;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog title="Lease inclusions" isOpen={isOpen} onClose={onClose}>
      <DialogBody>
        <ul>
          {regionDefaults(region).leaseInclusions.map((inclusion) => (
            <li key={inclusion}>{inclusion}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>Close</Button>} />
    </Dialog>
  );
}
