import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import type { Region } from '@lease-portal/domain';
import { reviewFieldRule, type ReviewField } from '../review-fields';

/**
 * One review field edited inline (journey §2): its value with an edit icon; editing shows the input
 * with save and cancel icons. Only one field is edited at a time (`locked` hides the others' icons'
 * action). The field's rule runs before saving; Enter saves and Escape cancels.
 */
export function InlineEditableField({
  field,
  value,
  display,
  region,
  editing,
  locked,
  editable = true,
  onEdit,
  onCancel,
  onSave,
}: {
  field: ReviewField;
  value: string | undefined;
  /** How the value reads when not edited (e.g. as dollars). */
  display?: string;
  region: Region;
  editing: boolean;
  locked: boolean;
  editable?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: string) => Promise<string | undefined>;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [message, setMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (editing && !wasEditing.current) {
      setDraft(value ?? '');
      setMessage(undefined);
    }
    // Back from editing, the focus returns to the field's edit icon.
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, value]);

  const save = async () => {
    const problem = reviewFieldRule(field, region)(draft);
    if (problem) return setMessage(problem);
    setSaving(true);
    try {
      setMessage(await onSave(draft.trim()));
    } finally {
      setSaving(false);
    }
  };

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
    if (event.key === 'Enter' && field.kind === 'text') {
      event.preventDefault();
      void save();
    }
  };

  if (!editing) {
    const shown = display ?? (field.kind === 'yesNo' ? yesNoText(value) : value);
    return (
      <div className="lp-review-field">
        <dt>{field.label}</dt>
        <dd>
          <span className="lp-review-field__value">{shown || '—'}</span>
          {editable && (
            <Button
              ref={editButton}
              variant="minimal"
              icon="edit"
              aria-label={`Edit ${field.label}`}
              disabled={locked}
              onClick={onEdit}
            />
          )}
        </dd>
      </div>
    );
  }

  const actions = (
    <span className="lp-review-field__actions">
      <Button
        variant="minimal"
        icon="tick"
        intent={Intent.PRIMARY}
        aria-label={`Save ${field.label}`}
        loading={saving}
        onClick={() => void save()}
      />
      <Button
        variant="minimal"
        icon="cross"
        aria-label={`Cancel editing ${field.label}`}
        disabled={saving}
        onClick={onCancel}
      />
    </span>
  );
  return (
    <div className="lp-review-field lp-review-field--editing" onKeyDown={keys}>
      <dt>
        <label htmlFor={inputId}>{field.label}</label>
      </dt>
      <dd>
        <FormGroup
          className="lp-review-field__form"
          intent={message ? Intent.DANGER : undefined}
          helperText={message && <span id={`${inputId}-message`}>{message}</span>}
        >
          {field.kind === 'yesNo' ? (
            <RadioGroup
              inline
              selectedValue={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              aria-label={field.label}
            >
              <Radio id={inputId} label="Yes" value="yes" autoFocus={draft !== 'no'} />
              <Radio label="No" value="no" autoFocus={draft === 'no'} />
            </RadioGroup>
          ) : (
            <InputGroup
              id={inputId}
              autoFocus
              value={draft}
              inputMode={field.inputMode}
              intent={message ? Intent.DANGER : undefined}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${inputId}-message` : undefined}
              onValueChange={setDraft}
            />
          )}
        </FormGroup>
        {actions}
      </dd>
    </div>
  );
}

const yesNoText = (value: string | undefined) =>
  value === 'yes' ? 'Yes' : value === 'no' ? 'No' : undefined;
