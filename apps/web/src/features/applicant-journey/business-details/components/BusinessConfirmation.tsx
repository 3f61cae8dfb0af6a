import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { formatBusinessNumber, isSoleTrader, regionDefaults, type Region } from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import type { JourneyApplication, JourneyUser } from '../../journey-view';
import { ConfirmBusiness } from '../graphql/confirmBusiness';
import { useClassificationLists, type ListLoad } from '../hooks/useClassificationList';
import { refusalOf } from '../refusal';
import { CompanyLookupDialog, type ChosenCompany } from './CompanyLookupDialog';
import { EntityNotAllowedNotice } from './EntityNotAllowedNotice';
import { ErrorNotice, type NoticeOf } from './ErrorNotice';
import { useLogout } from './SignOutDialogs';

type Level = 'industry' | 'subDivision' | 'subGroup';

const LEVEL_LABELS: Record<Level, string> = {
  industry: 'Industry',
  subDivision: 'Sub Division',
  subGroup: 'Sub Group',
};

const REFUSED = 'This business could not be confirmed. Please try again.';

/** Faults worth trying again through the error dialog; any other code is the API's considered answer. */
const RETRIED_CODES: ReadonlySet<string> = new Set([
  'INTERNAL_SERVER_ERROR',
  'PARTNER_UNAVAILABLE',
  'CONCURRENT_UPDATE',
]);
const ENTITY_TYPE_NOT_ALLOWED_REASON = 'LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED';

/**
 * The business, confirmed before the officers (journey §2 'Nominate primary', §4 'Onboarding'): the
 * company chosen in the Company Lookup, shown read-only beside the officer's legal name, with its
 * Industry, Sub Division and Sub Group (changing a level clears the levels below it); Confirm saves it.
 * A NOT_ALLOWED answer brings the entity-type notice, whose Change reopens the lookup.
 */
export function BusinessConfirmation({
  application,
  user,
  region,
  notAllowed: storedNotAllowed = false,
  onConfirmed,
}: {
  application: JourneyApplication;
  user: JourneyUser;
  region: Region;
  /** The stored business may not apply online: the notice shows on arrival (journey §8). */
  notAllowed?: boolean;
  onConfirmed: () => Promise<void>;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const logout = useLogout();
  const idPrefix = useId();
  const [company, setCompany] = useState<ChosenCompany>();
  const [lookupOpen, setLookupOpen] = useState(false);
  const [choice, setChoice] = useState<Record<Level, string>>({
    industry: '',
    subDivision: '',
    subGroup: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Level, string>>>({});
  const [notAllowed, setNotAllowed] = useState(storedNotAllowed);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeOf>();
  const [dismissedList, setDismissedList] = useState<Level>();
  const lists = useClassificationLists(choice.industry, choice.subDivision);
  const listOf: Record<Level, ListLoad> = {
    industry: lists.industries,
    subDivision: lists.subDivisions,
    subGroup: lists.subGroups,
  };

  const choose = (level: Level, value: string) => {
    setChoice((previous) =>
      level === 'industry'
        ? { industry: value, subDivision: '', subGroup: '' }
        : level === 'subDivision'
          ? { ...previous, subDivision: value, subGroup: '' }
          : { ...previous, subGroup: value },
    );
    setFieldErrors((previous) => ({ ...previous, [level]: undefined }));
  };

  const confirm = async () => {
    if (!company || !choice.industry || !choice.subDivision || !choice.subGroup) return;
    setBusy(true);
    try {
      const outcome = await runWithRetry(async () => {
        try {
          const { data } = await client.mutate({
            mutation: ConfirmBusiness,
            variables: {
              applicationId: application.applicationId,
              params: {
                propertyFirst: 'entityDetails',
                entityObj: company,
                entityDetails: { ...choice },
              },
            },
          });
          const answer = data?.createOrUpdateProperty;
          return { status: answer?.status, answer: answer?.message ?? undefined };
        } catch (error) {
          const refusal = refusalOf(error);
          // A refusal is the API's answer, not a fault: trying again would get the same one.
          if (refusal?.code && !RETRIED_CODES.has(refusal.code)) {
            return { refusal };
          }
          throw error;
        }
      });
      if (!outcome) return;
      if ('refusal' in outcome && outcome.refusal) {
        const { refusal } = outcome;
        if (refusal.reason === ENTITY_TYPE_NOT_ALLOWED_REASON) {
          setNotAllowed(true);
          return;
        }
        const levels = Object.fromEntries(
          (Object.keys(LEVEL_LABELS) as Level[])
            .filter((level) => refusal.fields[level])
            .map((level) => [level, refusal.fields[level]]),
        );
        setFieldErrors(levels);
        if (Object.keys(levels).length === 0) setNotice({ message: REFUSED });
        return;
      }
      if (outcome.answer === 'NOT_ALLOWED') {
        setNotAllowed(true);
        return;
      }
      // journey §7: status '200' is success; anything else is not a confirmed business.
      if (outcome.status !== '200') {
        setNotice({ message: REFUSED });
        return;
      }
      await onConfirmed();
    } finally {
      setBusy(false);
    }
  };

  const failedLevel = (Object.keys(listOf) as Level[]).find((level) => listOf[level].failed);
  const listNotice: NoticeOf | undefined =
    failedLevel && failedLevel !== dismissedList
      ? {
          message: `The ${LEVEL_LABELS[failedLevel]} list could not be loaded.`,
          retry: () => {
            setDismissedList(undefined);
            listOf[failedLevel].retry();
          },
        }
      : undefined;

  const numberLabel = regionDefaults(region).businessNumberLabel;
  const companyNameLabel =
    region === 'NZ' && isSoleTrader(company?.entityType) ? 'Trading as Name' : 'Legal Company Name';
  const legalName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const canConfirm = !!company && !!choice.industry && !!choice.subDivision && !!choice.subGroup;

  const select = (level: Level, disabled: boolean) => {
    const id = `${idPrefix}-${level}`;
    const message = fieldErrors[level];
    const list = listOf[level];
    return (
      <FormGroup
        key={level}
        label={LEVEL_LABELS[level]}
        labelFor={id}
        intent={message ? Intent.DANGER : undefined}
        helperText={message && <span id={`${id}-message`}>{message}</span>}
      >
        <HTMLSelect
          id={id}
          fill
          disabled={disabled || list.loading}
          value={choice[level]}
          onChange={(event) => choose(level, event.currentTarget.value)}
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-message` : undefined}
          options={[
            { value: '', label: list.loading ? 'Loading…' : `Select ${LEVEL_LABELS[level]}` },
            ...list.entries.map((entry) => ({ value: entry.docId, label: entry.name })),
          ]}
        />
      </FormGroup>
    );
  };

  return (
    <div className="lp-business-confirmation">
      {!company ? (
        <div className="lp-business-confirmation__start">
          <p>Find your business in the {region === 'NZ' ? 'NZBN' : 'ABN'} register to start.</p>
          <Button
            intent={Intent.PRIMARY}
            icon="search"
            text="Company Lookup"
            onClick={() => setLookupOpen(true)}
          />
        </div>
      ) : (
        <>
          <dl className="lp-read-only-fields">
            <div>
              <dt>Legal Name</dt>
              <dd>{legalName}</dd>
            </div>
            <div>
              <dt>{companyNameLabel}</dt>
              <dd>{company.name}</dd>
            </div>
            <div>
              <dt>{numberLabel}</dt>
              <dd>{formatBusinessNumber(region, company.abn)}</dd>
            </div>
          </dl>
          <Button
            variant="minimal"
            icon="search"
            text="Change business"
            onClick={() => setLookupOpen(true)}
          />
          {select('industry', false)}
          {select('subDivision', !choice.industry)}
          {select('subGroup', !choice.subDivision)}
          <Button
            intent={Intent.PRIMARY}
            text="Confirm"
            disabled={!canConfirm}
            loading={busy}
            onClick={() => void confirm()}
          />
        </>
      )}
      <CompanyLookupDialog
        isOpen={lookupOpen}
        region={region}
        onCancel={() => setLookupOpen(false)}
        onSelect={(chosen) => {
          setCompany(chosen);
          setLookupOpen(false);
        }}
      />
      <EntityNotAllowedNotice
        isOpen={notAllowed}
        onChange={() => {
          setNotAllowed(false);
          setLookupOpen(true);
        }}
        onConfirmAndLogout={logout}
      />
      <ErrorNotice
        notice={notice ?? listNotice}
        onDismiss={() => (notice ? setNotice(undefined) : setDismissedList(failedLevel))}
      />
    </div>
  );
}
