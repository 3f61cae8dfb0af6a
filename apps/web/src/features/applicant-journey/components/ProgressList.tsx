import type { ReactNode } from 'react';
import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { PROGRESS_TEXT, type HomeStep, type StepProgress } from '@lease-portal/domain';

const ICONS: Record<StepProgress, IconName> = {
  completed: 'tick-circle',
  progress: 'time',
  pending: 'circle',
};

/**
 * A home's progress list (journey §2): each step with Completed, In Progress or Pending. A step may
 * carry an info button and a link of its own (the Review Quote step's View Quote).
 */
export function ProgressList<S extends string>({
  steps,
  info,
  extras = {},
  label = 'Application progress',
}: {
  steps: HomeStep<S>[];
  info?: { step: S; onOpen: () => void };
  extras?: Partial<Record<S, ReactNode>>;
  label?: string;
}) {
  return (
    <ol className="lp-progress-list" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          className={`lp-progress-list__item lp-progress-list__item--${step.progress}`}
          aria-current={step.progress === 'progress' ? 'step' : undefined}
        >
          <Icon icon={ICONS[step.progress]} aria-hidden className="lp-progress-list__icon" />
          <span className="lp-progress-list__title">
            <span className={Classes.TEXT_MUTED}>Step {index + 1}</span> {step.title}
            {info?.step === step.status && (
              <Button
                variant="minimal"
                size="small"
                icon="info-sign"
                aria-label={`About ${step.title}`}
                onClick={info.onOpen}
              />
            )}
          </span>
          <span className="lp-progress-list__state">{PROGRESS_TEXT[step.progress]}</span>
          {extras[step.status]}
        </li>
      ))}
    </ol>
  );
}
