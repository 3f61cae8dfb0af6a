import { useApolloClient } from '@apollo/client/react';
import { normalisePhoneNumber, type Region } from '@lease-portal/domain';
import { SelectSecondaryApplicant } from '../graphql/selectSecondaryApplicant';
import { useOfficerMutation } from '../hooks/useOfficerMutation';
import { ErrorNotice } from './ErrorNotice';
import { OfficerForm } from './OfficerForm';

/**
 * Nominate secondary (journey §2, §4): the confirmed primary names Authorised Officer (2), who is
 * invited by mail; AU picks Director or Company Secretary, NZ types the role.
 */
export function NominateSecondary({
  region,
  ownEmail,
  onNominated,
}: {
  region: Region;
  ownEmail: string | undefined;
  onNominated: () => Promise<void>;
}) {
  const client = useApolloClient();
  const { send, busy, fieldErrors, notice, dismissNotice } = useOfficerMutation();
  return (
    <div className="lp-officer-step">
      <p>
        Tell us who the other Authorised Officer is. We will e-mail them an invitation to complete their ID
        check and, later, to sign the lease with you.
      </p>
      <OfficerForm
        region={region}
        ownEmail={ownEmail}
        withRole
        submitText="Continue"
        busy={busy}
        serverErrors={fieldErrors}
        onSubmit={(values) =>
          void send(async () => {
            const { data } = await client.mutate({
              mutation: SelectSecondaryApplicant,
              variables: {
                applicantType: values.applicantType,
                userInfo: {
                  firstName: values.firstName,
                  lastName: values.lastName,
                  email: values.email,
                  phone: normalisePhoneNumber(values.phone),
                },
              },
            });
            return data?.selectSecondaryApplicant.status;
          }).then((done) => (done ? onNominated() : undefined))
        }
      />
      <ErrorNotice notice={notice} onDismiss={dismissNotice} />
    </div>
  );
}
