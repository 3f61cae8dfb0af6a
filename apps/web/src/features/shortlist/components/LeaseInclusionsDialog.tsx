import { Dialog, DialogBody } from '@blueprintjs/core';
import { regionDefaults, type Region } from '@lease-portal/domain';

/** What every lease includes, for the region (calculator §2 'Lease inclusions'). */
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
    <Dialog isOpen={isOpen} onClose={onClose} title="Lease inclusions">
      <DialogBody>
        <ul>
          {regionDefaults(region).leaseInclusions.map((inclusion) => (
            <li key={inclusion}>{inclusion}</li>
          ))}
        </ul>
      </DialogBody>
    </Dialog>
  );
}
