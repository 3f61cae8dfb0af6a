import { useCallback, useId, useState } from 'react';
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  NumericInput,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import {
  formatWholeDollars,
  MAXIMUM_AUTOMATIC_CREDIT,
  soleTraderGuaranteeNotice,
  STATEMENTS_REQUIRED_MESSAGE,
  type YesNo,
} from '@lease-portal/domain';
import type { UploadedFileRef } from '../../../../shared/upload/useFileUpload';
import type { Notify, SaveSection } from './CreditApplicationAccordion';
import {
  financeDetailsInput,
  financeErrors,
  financeReady,
  maximumShown,
  nextSubmitStep,
  withCreditLimit,
  withHowManyVehicles,
  withMaximum,
  withPurchaseMore,
  type FinanceField,
  type FinanceValues,
} from './credit-application-form';
import {
  DOCUMENTS_REQUIRED_TITLE,
  GUARANTEE_DIALOG_TEXT,
  GUARANTEE_DIALOG_TITLE,
  INFO,
} from './credit-application-text';
import { useBrand } from '../../../../shared/organisation/useBrand';
import { CreditLimitSlider } from './CreditLimitSlider';
import { FinancialStatementsUpload } from './FinancialStatementsUpload';
import { InfoButton } from './InfoButton';

/**
 * Step 3, Other Details & Personal Guarantee (journey §2, §4 'Finance details', §5): the counts, the
 * plans for more vehicles, the credit limit, the statements and the personal guarantee; Next submits
 * the business details, Save & Close keeps them for later.
 */
export function FinanceDetailsStep({
  applicationId,
  initial,
  price,
  soleTrader,
  save,
  notify,
  onSubmitted,
  onClosed,
}: {
  applicationId: string;
  initial: FinanceValues;
  price: number | undefined;
  soleTrader: boolean;
  save: SaveSection;
  notify: Notify;
  onSubmitted: () => void;
  onClosed: () => void;
}) {
  const prefix = useId();
  const { region } = useBrand();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FinanceField>>(new Set());
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [acknowledged, setAcknowledged] = useState(false);
  const [dialog, setDialog] = useState<'guarantee' | 'documents'>();
  const [busy, setBusy] = useState<'next' | 'close'>();
  const [uploading, setUploading] = useState(false);

  const errors = financeErrors(values);
  const shown = (field: FinanceField) => (touched.has(field) ? errors[field] : undefined) ?? refused[field];
  const ready = financeReady(values, soleTrader);

  const update = (change: (previous: FinanceValues) => FinanceValues) => {
    setValues(change);
    setRefused({});
  };
  const setCount = (field: FinanceField) => (text: string) => {
    update((previous) => ({ ...previous, [field]: text }));
  };
  const onAdded = useCallback((file: UploadedFileRef) => {
    setValues((previous) => ({ ...previous, fileUrls: [...previous.fileUrls, file] }));
  }, []);
  const onRemoved = useCallback((uuid: string) => {
    setValues((previous) => ({
      ...previous,
      fileUrls: previous.fileUrls.filter((file) => file.uuid !== uuid),
    }));
  }, []);

  const store = async (completed: boolean) => {
    setBusy(completed ? 'next' : 'close');
    const outcome = await save({
      propertyFirst: 'businessDetails',
      propertySecond: 'financeDetails',
      financeDetails: financeDetailsInput(values, soleTrader, completed),
    });
    if (!outcome.saved) {
      setBusy(undefined);
      setRefused(outcome.fields);
      return;
    }
    // The form stays busy as it is left: it stays on screen while the next page loads.
    if (completed) onSubmitted();
    else onClosed();
  };

  const next = async (acknowledgedNow = acknowledged) => {
    if (!ready || uploading) return;
    const step = nextSubmitStep(values, { soleTrader, acknowledged: acknowledgedNow });
    if (step === 'confirmGuarantee') setDialog('guarantee');
    else if (step === 'documentsRequired') setDialog('documents');
    else await store(true);
  };

  const id = (field: string) => `${prefix}-${field}`;
  /** A message the server gave for a field without one of its own (decision 1220's field messages). */
  const refusal = (...fields: string[]) => {
    const message = fields.map((field) => refused[field]).find(Boolean);
    return message ? (
      <p className="lp-credit-form__refusal" role="alert">
        {message}
      </p>
    ) : undefined;
  };
  const countField = (field: FinanceField, label: string, digits: number) => {
    const message = shown(field);
    return (
      <FormGroup
        label={label}
        labelFor={id(field)}
        labelInfo="(required)"
        helperText={message && <span id={`${id(field)}-message`}>{message}</span>}
        intent={message ? Intent.DANGER : undefined}
      >
        <InputGroup
          id={id(field)}
          inputMode="numeric"
          maxLength={digits + 2}
          value={values[field]}
          onValueChange={setCount(field)}
          onBlur={() => setTouched((previous) => new Set(previous).add(field))}
          intent={message ? Intent.DANGER : undefined}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id(field)}-message` : undefined}
        />
      </FormGroup>
    );
  };

  const yesNo = (
    name: string,
    question: string,
    info: { title: string; text: string },
    value: YesNo | undefined,
    onChange: (answer: YesNo) => void,
  ) => (
    <div className="lp-credit-form__question">
      <div className="lp-credit-form__label-row">
        <span id={id(`${name}-question`)} className="lp-credit-form__label">
          {question}
        </span>
        <InfoButton title={info.title} text={info.text} />
      </div>
      <RadioGroup
        className="lp-credit-form__yes-no"
        name={id(name)}
        aria-labelledby={id(`${name}-question`)}
        inline
        selectedValue={value}
        onChange={(event) => onChange(event.currentTarget.value as YesNo)}
      >
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </RadioGroup>
    </div>
  );

  return (
    <form
      className="lp-credit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      {countField('currentFleetSize', 'Current number of business vehicles', 3)}
      {countField('numberOfEmployees', 'Number of employees', 4)}

      {yesNo(
        'purchaseMoreVehicles',
        'Are you planning to lease more vehicles in the next 6 months?',
        INFO.moreVehicles,
        values.purchaseMoreVehicles,
        (answer) => update((previous) => withPurchaseMore(previous, answer)),
      )}
      {refusal('purchaseMoreVehicles', 'howManyVehicles')}

      {values.purchaseMoreVehicles === 'yes' && (
        <div className="lp-credit-form__stepper">
          {/* Labelled by reference: the stepper's buttons name its own input's id. */}
          <span id={id('howManyVehicles-label')} className="lp-credit-form__label">
            Number of vehicles
          </span>
          <NumericInput
            aria-labelledby={id('howManyVehicles-label')}
            min={1}
            max={999}
            stepSize={1}
            minorStepSize={null}
            majorStepSize={10}
            clampValueOnBlur
            allowNumericCharactersOnly
            inputMode="numeric"
            value={values.howManyVehicles}
            onValueChange={(count) => {
              if (!Number.isNaN(count)) update((previous) => withHowManyVehicles(previous, count));
            }}
          />
        </div>
      )}

      <CreditLimitSlider
        value={values.valueOfApplication}
        price={price}
        onChange={(limit) => update((previous) => withCreditLimit(previous, limit, price))}
      />
      {maximumShown(values, price) && (
        <Checkbox
          checked={values.maximum}
          label={`Apply for the maximum automatic credit limit of ${formatWholeDollars(MAXIMUM_AUTOMATIC_CREDIT)}`}
          onChange={(event) => {
            const ticked = event.currentTarget.checked;
            update((previous) => withMaximum(previous, ticked, price));
          }}
        />
      )}

      {refusal('valueOfApplication', 'maximum')}

      <FinancialStatementsUpload
        applicationId={applicationId}
        files={values.fileUrls}
        onAdded={onAdded}
        onRemoved={onRemoved}
        onBusyChange={setUploading}
        notify={notify}
      />
      {refusal('fileUrls')}

      {soleTrader && (
        <Callout intent={Intent.PRIMARY} icon="info-sign" title="Personal guarantee">
          {soleTraderGuaranteeNotice(region)}
        </Callout>
      )}
      {!soleTrader &&
        yesNo(
          'personalGuarantee',
          'Will you provide a personal guarantee?',
          INFO.guarantee,
          values.personalGuarantee,
          (answer) => {
            setAcknowledged(false);
            update((previous) => ({ ...previous, personalGuarantee: answer }));
          },
        )}

      {refusal('personalGuarantee', 'completed', 'financeDetails')}

      <div className="lp-credit-form__actions">
        <Button
          text="Save & Close"
          size="large"
          loading={busy === 'close'}
          disabled={uploading || busy === 'next'}
          onClick={() => void store(false)}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          text="Next"
          loading={busy === 'next'}
          disabled={!ready || uploading || busy === 'close'}
        />
      </div>

      <Dialog
        isOpen={dialog === 'guarantee'}
        title={GUARANTEE_DIALOG_TITLE}
        onClose={() => setDialog(undefined)}
        className="lp-credit-dialog"
      >
        <DialogBody>
          {GUARANTEE_DIALOG_TEXT.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Change" onClick={() => setDialog(undefined)} />
              <Button
                intent={Intent.PRIMARY}
                text="Confirm"
                onClick={() => {
                  setAcknowledged(true);
                  setDialog(undefined);
                  void next(true);
                }}
              />
            </>
          }
        />
      </Dialog>

      <Dialog
        isOpen={dialog === 'documents'}
        title={DOCUMENTS_REQUIRED_TITLE}
        onClose={() => setDialog(undefined)}
        className="lp-credit-dialog"
      >
        <DialogBody>
          <p>{STATEMENTS_REQUIRED_MESSAGE}</p>
        </DialogBody>
        <DialogFooter
          actions={<Button intent={Intent.PRIMARY} text="OK" onClick={() => setDialog(undefined)} />}
        />
      </Dialog>
    </form>
  );
}
