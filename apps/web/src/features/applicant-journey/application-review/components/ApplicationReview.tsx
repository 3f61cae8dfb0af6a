import { useId, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, Intent } from '@blueprintjs/core';
import {
  formatBusinessNumber,
  formatDollarsAndCents,
  formatWholeDollars,
  isSoleTrader,
  regionDefaults,
  soleTraderGuaranteeNotice,
  type PropertyPath,
  type Region,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { useBrand } from '../../../../shared/organisation/useBrand';
import { fieldMessagesOf } from '../../business-details/credit-application/save-refusal';
import type { Approvals } from '../../identity-check/approvals-view';
import { SaveReviewProperty } from '../graphql/saveReviewProperty';
import { REVIEW_FIELDS, type ReviewFieldName } from '../review-fields';
import { InlineEditableField } from './InlineEditableField';
import { PrivacyConsentDialog } from './PrivacyConsentDialog';

export const PRIVACY_CONSENTED = 'confirmed';

/**
 * The Application Review (journey §2): the business, its cash flow, its other details and the
 * officers, some fields edited inline one at a time; the privacy notice to read and consent to; then
 * the declarations, and Confirm & Submit once they are ticked.
 */
export function ApplicationReview({
  applicationId,
  approvals,
  region,
  calculator,
  reload,
  submit,
  submitting,
}: {
  applicationId: string;
  approvals: Approvals;
  region: Region;
  /** The calculator's variant shows the personal guarantee without its edit icon. */
  calculator: boolean;
  reload: () => Promise<void>;
  submit: () => Promise<unknown>;
  submitting: boolean;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const brand = useBrand();
  const declarationId = useId();
  const [editing, setEditing] = useState<ReviewFieldName>();
  const [reading, setReading] = useState(false);
  const [consenting, setConsenting] = useState(false);
  const [declared, setDeclared] = useState(false);

  const business = approvals.businessDetails;
  const entity = business?.entityDetails;
  const finance = business?.financeDetails;
  const primary = approvals.primaryApplicant;
  const secondary = approvals.secondaryApplicant;
  const consented = primary?.privacyConsent === PRIVACY_CONSENTED;
  const soleTrader = isSoleTrader(approvals.entityDetails?.entityType);

  const write = (path: PropertyPath, value: string) =>
    client.mutate({ mutation: SaveReviewProperty, variables: { applicationId, params: { ...path, value } } });

  /** Saves one field; a refusal's message shows under it, other failures get the error dialog. */
  const save = async (name: ReviewFieldName, value: string): Promise<string | undefined> => {
    try {
      await write(REVIEW_FIELDS[name].path, value);
    } catch (error) {
      const message = fieldMessagesOf(error).value;
      if (message) return message;
      if (!(await runWithRetry(() => write(REVIEW_FIELDS[name].path, value)))) return undefined;
    }
    // Growing the fleet: the server plans 0 vehicles for no and at least 1 for yes in the same write.
    await reload();
    setEditing(undefined);
    return undefined;
  };

  const field = (
    name: ReviewFieldName,
    value: string | number | undefined,
    options: { display?: string; editable?: boolean } = {},
  ) => (
    <InlineEditableField
      key={name}
      field={REVIEW_FIELDS[name]}
      value={value === undefined ? undefined : String(value)}
      display={options.display}
      editable={options.editable}
      region={region}
      editing={editing === name}
      locked={editing !== undefined && editing !== name}
      onEdit={() => setEditing(name)}
      onCancel={() => setEditing(undefined)}
      onSave={(next) => save(name, next)}
    />
  );

  const consent = async () => {
    setConsenting(true);
    try {
      const saved = await runWithRetry(() =>
        write({ propertyFirst: 'primaryApplicant', propertySecond: 'privacyConsent' }, PRIVACY_CONSENTED),
      );
      if (!saved) return;
      // The dialog closes once the consent reads back as confirmed (journey §4 'Privacy consent').
      await reload();
      setReading(false);
    } finally {
      setConsenting(false);
    }
  };

  const tradingAddress =
    entity?.tradingAddressSame === false &&
    entity.tradingAddress &&
    entity.tradingAddress !== entity.companyLegalAddress
      ? entity.tradingAddress
      : undefined;

  return (
    <div className="lp-review">
      <ReviewSection title="Business Details">
        <ReadOnly
          label="Legal Company Name"
          value={entity?.companyLegalName ?? approvals.entityDetails?.entityName}
        />
        <ReadOnly
          label={regionDefaults(region).businessNumberLabel}
          value={formatBusinessNumber(region, approvals.entityDetails?.abn ?? undefined)}
        />
        <ReadOnly label="Legal Address" value={entity?.companyLegalAddress} />
        {tradingAddress && <ReadOnly label="Trading Address" value={tradingAddress} />}
        {field('businessContactNumber', entity?.businessContactNumber)}
        {field('businessWebsite', entity?.businessWebsite)}
      </ReviewSection>
      <ReviewSection title="Business Cashflow Details">
        {field('annualRevenue', business?.annualRevenue, {
          display: business?.annualRevenue ? formatWholeDollars(Number(business.annualRevenue)) : undefined,
        })}
      </ReviewSection>
      <ReviewSection title="Other Details">
        {field('currentFleetSize', finance?.currentFleetSize)}
        {field('numberOfEmployees', finance?.numberOfEmployees)}
        {field('purchaseMoreVehicles', finance?.purchaseMoreVehicles)}
        {finance?.purchaseMoreVehicles === 'yes' && field('howManyVehicles', finance.howManyVehicles)}
        <ReadOnly label="Value of Application" value={formatDollarsAndCents(finance?.valueOfApplication)} />
        {!soleTrader && field('personalGuarantee', finance?.personalGuarantee, { editable: !calculator })}
        {soleTrader && <ReadOnly label="Personal Guarantee" value={soleTraderGuaranteeNotice(region)} />}
      </ReviewSection>
      <ReviewSection title="Authorised Officer">
        <ReadOnly label="Name" value={fullName(primary)} />
        <ReadOnly label="Email" value={primary?.email} />
        <ReadOnly label="Mobile" value={primary?.phone} />
      </ReviewSection>
      {approvals.entityDetails?.hasSecondaryApplicant === 'yes' && (
        <ReviewSection title="Secondary Authorised Officer">
          <ReadOnly label="Name" value={fullName(secondary)} />
          <ReadOnly label="Email" value={secondary?.email} />
          <ReadOnly label="Mobile" value={secondary?.phone} />
          <ReadOnly label="Role" value={roleName(secondary?.applicantType)} />
        </ReviewSection>
      )}

      {consented ? (
        <div className="lp-review__declarations">
          <h3 id={`${declarationId}-title`}>Declarations</h3>
          <ul aria-labelledby={`${declarationId}-title`}>
            <li>The information in this application is complete and accurate.</li>
            <li>{brand.companyName} will rely on it to assess the application.</li>
            <li>
              I have read and agree to the Privacy Collection Notice and Consent, including how my biometric
              information is handled.
            </li>
            <li>I consent to a credit check.</li>
          </ul>
          <Checkbox
            checked={declared}
            label="I agree with the declarations above"
            onChange={(event) => setDeclared(event.currentTarget.checked)}
          />
          <Button
            intent={Intent.PRIMARY}
            text="Confirm & Submit"
            disabled={!declared || editing !== undefined}
            loading={submitting}
            onClick={() => void submit()}
          />
        </div>
      ) : (
        <Button
          intent={Intent.PRIMARY}
          text="Review Privacy Collection Notice & Consent"
          onClick={() => setReading(true)}
        />
      )}
      <PrivacyConsentDialog
        isOpen={reading && !consented}
        confirming={consenting}
        onConfirm={() => void consent()}
        onClose={() => setReading(false)}
      />
    </div>
  );
}

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="lp-review__section" aria-labelledby={id}>
      <h3 id={id} className="lp-review__section-title">
        {title}
      </h3>
      <dl className="lp-review__fields">{children}</dl>
    </section>
  );
}

function ReadOnly({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="lp-review-field">
      <dt>{label}</dt>
      <dd>
        <span className="lp-review-field__value">{value || '—'}</span>
      </dd>
    </div>
  );
}

const fullName = (person: { firstName?: string; lastName?: string } | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ') || undefined;

const ROLE_NAMES: Record<string, string> = { director: 'Director', secretary: 'Company Secretary' };
const roleName = (type: string | undefined) => (type ? (ROLE_NAMES[type.toLowerCase()] ?? type) : undefined);
