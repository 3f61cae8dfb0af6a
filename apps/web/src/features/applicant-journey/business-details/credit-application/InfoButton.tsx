import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { StepInfoDialog } from '../../components/StepInfoDialog';

/** An info icon that opens a short explanation (journey §2 'info pop-ups'). */
export function InfoButton({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon="info-sign"
        aria-label={`About: ${title}`}
        className="lp-info-button"
        onClick={() => setOpen(true)}
      />
      <StepInfoDialog title={title} text={text} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
