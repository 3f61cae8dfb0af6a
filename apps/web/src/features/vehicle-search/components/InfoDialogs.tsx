import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { NO_RESULTS } from '../search-model';

/** What RRP means (calculator §9). */
export function RrpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog title="RRP" isOpen={isOpen} onClose={onClose}>
      <DialogBody>
        <p>
          RRP is the manufacturer&apos;s recommended retail price, which includes GST and excludes on-road
          costs.
        </p>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>Close</Button>} />
    </Dialog>
  );
}

/** Zero results (calculator §2, §8). */
export function NoResultsDialog({ isOpen, onNewSearch }: { isOpen: boolean; onNewSearch: () => void }) {
  return (
    <Dialog title={NO_RESULTS.title} isOpen={isOpen} isCloseButtonShown={false} onClose={onNewSearch}>
      <DialogBody>
        <p>{NO_RESULTS.body}</p>
        <p>{NO_RESULTS.hint}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={onNewSearch}>
            {NO_RESULTS.action}
          </Button>
        }
      />
    </Dialog>
  );
}
