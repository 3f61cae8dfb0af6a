import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import {
  directDebitFieldErrors,
  formatBsb,
  nzAccountNumberText,
  type DirectDebitAccountFields,
  type Region,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { firstErrorMessage } from '../../../../shared/error-dialog/first-error-message';
import { fieldMessagesOf } from '../../business-details/credit-application/save-refusal';
import type { ContractSigningState } from '../contract-signing-view';
import { RecordDirectDebitAccount } from '../graphql/recordDirectDebitAccount';

type Field = keyof DirectDebitAccountFields;
type SavedAccount = NonNullable<ContractSigningState['scoreboard']['directDebitAccount']>;

/** A BSB as it is typed: digits only, at most 6, written 000-000 once past the third. */
export function bsbAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** Digits only, at most `max`: what a part of an account number's box keeps. */
const digitsAsTyped = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

interface FieldSpec {
  field: Field;
  label: string;
  helper?: string;
  /** What the box keeps of what is typed; text as typed when absent. */
  typed?: (text: string) => string;
  numeric?: boolean;
  size?: 'part';
}

const ACCOUNT_NAME: FieldSpec = {
  field: 'accountName',
  label: 'Account name',
  helper: 'As your bank names the account.',
};

const FIELDS: Record<Region, FieldSpec[]> = {
  AU: [
    ACCOUNT_NAME,
    { field: 'bsb', label: 'BSB', helper: '6 digits, like 062-000.', typed: bsbAsTyped, numeric: true },
    {
      field: 'accountNumber',
      label: 'Account number',
      helper: '5 to 9 digits.',
      typed: digitsAsTyped(9),
      numeric: true,
    },
  ],
  NZ: [
    ACCOUNT_NAME,
    { field: 'bank', label: 'Bank', typed: digitsAsTyped(2), numeric: true, size: 'part' },
    { field: 'branch', label: 'Branch', typed: digitsAsTyped(4), numeric: true, size: 'part' },
    { field: 'account', label: 'Account', typed: digitsAsTyped(7), numeric: true, size: 'part' },
    { field: 'suffix', label: 'Suffix', typed: digitsAsTyped(3), numeric: true, size: 'part' },
  ],
};

/** The account as saved, in one line: its number masked (decision 2081). */
export function savedAccountText(account: SavedAccount): string {
  if (account.region === 'AU') {
    return `${account.accountName}, BSB ${formatBsb(account.bsb ?? '')}, account ${account.accountNumber ?? ''}`;
  }
  return `${account.accountName}, account ${nzAccountNumberText({
    bank: account.bank ?? '',
    branch: account.branch ?? '',
    account: account.account ?? '',
    suffix: account.suffix ?? '',
  })}`;
}

/** What a change starts from: the saved account without its (masked) number, which is typed again. */
function fieldsFrom(saved: SavedAccount | undefined): DirectDebitAccountFields {
  if (!saved) return {};
  return saved.region === 'AU'
    ? { accountName: saved.accountName, bsb: formatBsb(saved.bsb ?? '') }
    : {
        accountName: saved.accountName,
        bank: saved.bank ?? '',
        branch: saved.branch ?? '',
        suffix: saved.suffix ?? '',
      };
}

/**
 * The bank account the rentals are debited from (decision 2081): Authorised Officer (1) gives it
 * before the lease documents go out, for signing electronically or on paper. The domain's rules speak
 * under each field as the portal's would; what the portal refuses shows the same way, and what was
 * typed stays. Once saved, it shows masked, with Change while the documents have not gone out.
 */
export function DirectDebitAccountForm({
  applicationId,
  region,
  saved,
  locked = false,
  onSaved,
}: {
  applicationId: string;
  region: Region;
  saved: SavedAccount | undefined;
  /** The signed documents are submitted: the account shows, and no longer changes here. */
  locked?: boolean;
  onSaved: () => Promise<void>;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const headingId = useId();
  const ids = useId();
  const [editing, setEditing] = useState(!saved);
  const [fields, setFields] = useState<DirectDebitAccountFields>(() => fieldsFrom(saved));
  const [tried, setTried] = useState(false);
  const [refusedFields, setRefusedFields] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const specs = FIELDS[region];
  const problems = tried ? { ...directDebitFieldErrors(region, fields), ...refusedFields } : refusedFields;

  const change = (spec: FieldSpec, text: string) => {
    setFields((current) => ({ ...current, [spec.field]: spec.typed ? spec.typed(text) : text }));
    setRefusedFields(({ [spec.field]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    setTried(true);
    setRefusal(undefined);
    if (Object.keys(directDebitFieldErrors(region, fields)).length > 0) return;
    setBusy(true);
    try {
      const answer = await runWithRetry(async () => {
        try {
          const account = Object.fromEntries(specs.map(({ field }) => [field, (fields[field] ?? '').trim()]));
          await client.mutate({
            mutation: RecordDirectDebitAccount,
            variables: { applicationId, account: { accountName: '', ...account } },
          });
          return { kind: 'saved' as const };
        } catch (error) {
          const fieldMessages = fieldMessagesOf(error);
          if (Object.keys(fieldMessages).length > 0)
            return { kind: 'fields' as const, fields: fieldMessages };
          // Too late to change, or not theirs to give: said in words, not as a failure.
          if (CombinedGraphQLErrors.is(error)) {
            const code = error.errors[0]?.extensions?.code;
            if (code === 'NOT_ALLOWED' || code === 'FORBIDDEN')
              return { kind: 'refused' as const, refused: firstErrorMessage(error) };
          }
          throw error;
        }
      });
      if (!answer) return;
      if (answer.kind === 'fields') setRefusedFields(answer.fields);
      else if (answer.kind === 'refused') setRefusal(answer.refused);
      else {
        await onSaved();
        setEditing(false);
        setTried(false);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lp-direct-debit" aria-labelledby={headingId}>
      <h2 id={headingId}>Bank account for the direct debit</h2>
      {!editing && saved ? (
        <div className="lp-direct-debit__saved">
          <p role="status">Rentals are debited from {savedAccountText(saved)}.</p>
          {!locked && (
            <Button
              text="Change"
              onClick={() => {
                setFields(fieldsFrom(saved));
                setEditing(true);
              }}
            />
          )}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p>
            Your rentals are paid by direct debit. Give the account to debit before you sign: it is printed on
            the Direct Debit document.
          </p>
          <div className={region === 'NZ' ? 'lp-direct-debit__nz' : undefined}>
            {specs.map((spec) => {
              const id = `${ids}-${spec.field}`;
              const problem = problems[spec.field];
              return (
                <FormGroup
                  key={spec.field}
                  className={spec.size === 'part' ? 'lp-direct-debit__part' : undefined}
                  label={spec.label}
                  labelFor={id}
                  helperText={problem ?? spec.helper}
                  intent={problem ? Intent.DANGER : Intent.NONE}
                >
                  <InputGroup
                    id={id}
                    name={spec.field}
                    value={fields[spec.field] ?? ''}
                    onValueChange={(text) => change(spec, text)}
                    intent={problem ? Intent.DANGER : Intent.NONE}
                    autoComplete="off"
                    {...(spec.numeric ? { inputMode: 'numeric' as const } : {})}
                    aria-invalid={problem ? true : undefined}
                  />
                </FormGroup>
              );
            })}
          </div>
          {refusal && (
            <Callout intent={Intent.WARNING} icon={false} role="alert" className="lp-direct-debit__refusal">
              {refusal}
            </Callout>
          )}
          <div className="lp-direct-debit__actions">
            <Button type="submit" intent={Intent.PRIMARY} text="Save bank account" loading={busy} />
            {saved && <Button text="Cancel" onClick={() => setEditing(false)} />}
          </div>
        </form>
      )}
    </section>
  );
}
