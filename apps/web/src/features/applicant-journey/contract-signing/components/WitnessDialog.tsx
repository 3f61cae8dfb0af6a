import { useId, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import {
  email as emailRule,
  required,
  WHO_MAY_WITNESS_MESSAGE,
  type LeaseWitness,
} from '@lease-portal/domain';

/**
 * Before the witness signs on Authorised Officer (1)'s device, the officer names them: the witness is
 * a person of their own, never an officer (decision 2047). The portal checks it again and says why it
 * refuses; its words show here.
 */
export function WitnessDialog({
  isOpen,
  refusal,
  onCancel,
  onContinue,
}: {
  isOpen: boolean;
  /** The portal's reason for refusing the witness named, shown under the fields. */
  refusal: string | undefined;
  onCancel: () => void;
  onContinue: (witness: LeaseWitness) => Promise<void>;
}) {
  const nameId = useId();
  const emailId = useId();
  const addressId = useId();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [home, setHome] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameProblem = tried ? required(name) : undefined;
  const emailProblem = tried ? (required(address) ?? emailRule(address.trim())) : undefined;
  const homeProblem = tried ? required(home) : undefined;

  const submit = async () => {
    setTried(true);
    if (required(name) ?? required(address) ?? emailRule(address.trim()) ?? required(home)) return;
    setBusy(true);
    try {
      await onContinue({ name: name.trim(), email: address.trim(), address: home.trim() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Your witness" isOpen={isOpen} onClose={onCancel} canOutsideClickClose={false}>
      <DialogBody>
        <p className="lp-witness-dialog__who">{WHO_MAY_WITNESS_MESSAGE}</p>
        <FormGroup
          label="Witness's full name"
          labelFor={nameId}
          helperText={nameProblem}
          intent={nameProblem ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup id={nameId} value={name} onValueChange={setName} autoComplete="off" />
        </FormGroup>
        <FormGroup
          label="Witness's e-mail address"
          labelFor={emailId}
          helperText={emailProblem}
          intent={emailProblem ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id={emailId}
            type="email"
            value={address}
            onValueChange={setAddress}
            autoComplete="off"
          />
        </FormGroup>
        <FormGroup
          label="Witness's address"
          labelFor={addressId}
          helperText={homeProblem ?? 'Where they live or work: street, suburb or town, state and postcode.'}
          intent={homeProblem ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup id={addressId} value={home} onValueChange={setHome} autoComplete="off" />
        </FormGroup>
        {refusal && (
          <p className="lp-witness-dialog__refusal" role="alert">
            {refusal}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="cancel" text="Cancel" onClick={onCancel} />,
          <Button
            key="continue"
            intent={Intent.PRIMARY}
            text="Continue"
            loading={busy}
            onClick={() => void submit()}
          />,
        ]}
      />
    </Dialog>
  );
}
