import { useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { email as emailRule, required } from '@lease-portal/domain';

/**
 * An e-mail box that sends documents (journey §5 'Email boxes'): required, and an e-mail address once
 * the field has been left; Send becomes Sent once the portal has sent them.
 */
export function EmailBox({
  label,
  initial,
  onSend,
}: {
  label: string;
  initial: string;
  onSend: (address: string) => Promise<boolean>;
}) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [blurred, setBlurred] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const message = required(address) ?? (blurred ? emailRule(address.trim()) : undefined);

  const send = async () => {
    setBlurred(true);
    if (required(address) ?? emailRule(address.trim())) return;
    setSending(true);
    try {
      setSent(await onSend(address.trim()));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormGroup
      className="lp-email-box"
      label={label}
      labelFor={id}
      helperText={message}
      intent={message ? Intent.DANGER : Intent.NONE}
    >
      <div className="lp-email-box__row">
        <InputGroup
          id={id}
          type="email"
          value={address}
          intent={message ? Intent.DANGER : Intent.NONE}
          onBlur={() => setBlurred(true)}
          onValueChange={(value) => {
            setAddress(value);
            setSent(false);
          }}
        />
        <Button
          text={sent ? 'Sent' : 'Send'}
          intent={Intent.PRIMARY}
          loading={sending}
          disabled={sent}
          onClick={() => void send()}
        />
      </div>
    </FormGroup>
  );
}
