import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Intent } from '@blueprintjs/core';
import { normalisePhoneNumber, type Region } from '@lease-portal/domain';
import { SelectPrimaryApplicant } from '../graphql/selectPrimaryApplicant';
import { useOfficerMutation } from '../hooks/useOfficerMutation';
import type { MoreThanOneOfficer } from '../officers-view';
import { ErrorNotice } from './ErrorNotice';
import { OfficerForm, type OfficerValues } from './OfficerForm';
import { NewApplicantDialog } from './SignOutDialogs';
import { YesNoQuestion, type YesNo } from './YesNoQuestion';

export const ARE_YOU_AN_OFFICER = 'Are you an Authorised Officer?';
export const CONTINUE_AS_NOMINATED = 'Do you wish to continue as the nominated Authorised Officer?';
export const MORE_THAN_ONE_OFFICER = 'Does the business have more than 1 Authorised Officer?';

/**
 * Authorised Officer (1)'s question (journey §2, §4): 'nominate' when nobody is named yet ('Are you an
 * Authorised Officer?', Continue), 'confirm' when the user is the named, unconfirmed officer ('Do you
 * wish to continue as the nominated Authorised Officer?', Confirm & Continue). Yes asks, unless the
 * business is a sole trader's, whether there is more than one officer; No opens the nominee form, whose
 * nominee replaces the user, who is then shown the new-applicant dialog and signed out.
 */
export function PrimaryOfficerStep({
  mode,
  soleTrader,
  region,
  ownEmail,
  onConfirmed,
}: {
  mode: 'nominate' | 'confirm';
  soleTrader: boolean;
  region: Region;
  ownEmail: string | undefined;
  onConfirmed: () => Promise<void>;
}) {
  const client = useApolloClient();
  const [isOfficer, setIsOfficer] = useState<YesNo>();
  const [moreThanOne, setMoreThanOne] = useState<YesNo>();
  const [nominee, setNominee] = useState<OfficerValues>();
  const { send, busy, fieldErrors, notice, dismissNotice } = useOfficerMutation();

  const confirmSelf = async () => {
    const answer: MoreThanOneOfficer = soleTrader ? '' : (moreThanOne ?? '');
    const done = await send(async () => {
      const { data } = await client.mutate({
        mutation: SelectPrimaryApplicant,
        variables: { isCurrentUserPrimary: true, vehicleApplicationStatus: answer },
      });
      return data?.selectPrimaryApplicant.status;
    });
    if (done) await onConfirmed();
  };

  const nominate = async (values: OfficerValues) => {
    const done = await send(async () => {
      const { data } = await client.mutate({
        mutation: SelectPrimaryApplicant,
        variables: {
          isCurrentUserPrimary: false,
          vehicleApplicationStatus: '',
          userInfo: {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            phone: normalisePhoneNumber(values.phone),
          },
        },
      });
      return data?.selectPrimaryApplicant.status;
    });
    if (done) setNominee(values);
  };

  const answered = soleTrader || moreThanOne !== undefined;
  return (
    <div className="lp-officer-step">
      <YesNoQuestion
        question={mode === 'nominate' ? ARE_YOU_AN_OFFICER : CONTINUE_AS_NOMINATED}
        value={isOfficer}
        onChange={setIsOfficer}
        disabled={busy}
      />
      {isOfficer === 'yes' && (
        <>
          {!soleTrader && (
            <YesNoQuestion
              question={MORE_THAN_ONE_OFFICER}
              value={moreThanOne}
              onChange={setMoreThanOne}
              disabled={busy}
            />
          )}
          <Button
            intent={Intent.PRIMARY}
            text={mode === 'nominate' ? 'Continue' : 'Confirm & Continue'}
            disabled={!answered}
            loading={busy}
            onClick={() => void confirmSelf()}
          />
        </>
      )}
      {isOfficer === 'no' && (
        <section className="lp-officer-step__nominee" aria-label="Nominate the Authorised Officer">
          <p>
            Tell us who the Authorised Officer is. We will send them an invitation to review the quote and
            complete the credit application, and your access to this application will end.
          </p>
          <OfficerForm
            region={region}
            ownEmail={ownEmail}
            submitText={mode === 'nominate' ? 'Continue' : 'Submit'}
            busy={busy}
            serverErrors={fieldErrors}
            onSubmit={(values) => void nominate(values)}
          />
        </section>
      )}
      <NewApplicantDialog nominee={nominee} />
      <ErrorNotice notice={notice} onDismiss={dismissNotice} />
    </div>
  );
}
