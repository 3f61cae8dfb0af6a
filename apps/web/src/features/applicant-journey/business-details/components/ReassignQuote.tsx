import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Collapse, Dialog, DialogBody, Intent } from '@blueprintjs/core';
import { normalisePhoneNumber, type Region } from '@lease-portal/domain';
import { saveHandedOnNote } from '../../../../shared/session/handed-on-note';
import { ReassignQuote as ReassignQuoteMutation } from '../graphql/reassignQuote';
import { useOfficerMutation } from '../hooks/useOfficerMutation';
import { ErrorNotice } from './ErrorNotice';
import { OfficerForm, type OfficerValues } from './OfficerForm';
import { AccessRemovedDialog } from './SignOutDialogs';

export const SEND_TO_ANOTHER_OFFICER = 'Send the quote to another authorised officer';

/** Who an authorised officer is (journey §1), by region. */
export function authorisedOfficerMeaning(region: Region): string[] {
  return [
    'For a sole trader, the owner of the business.',
    region === 'NZ'
      ? 'For a company, a director or a person with delegated authority.'
      : 'For a company, a director or company secretary.',
  ];
}

/**
 * The quote review's expandable form that sends the quote to another authorised officer (journey §2,
 * §4 'Quote reassign', §5), with an info pop-up saying who that is. Once sent, the user's access is
 * gone: a dialog that cannot be closed offers only Logout.
 */
export function ReassignQuote({ region, ownEmail }: { region: Region; ownEmail: string | undefined }) {
  const client = useApolloClient();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [nominee, setNominee] = useState<OfficerValues>();
  const { send, busy, fieldErrors, notice, dismissNotice } = useOfficerMutation();

  const reassign = async (values: OfficerValues) => {
    const done = await send(async () => {
      const { data } = await client.mutate({
        mutation: ReassignQuoteMutation,
        variables: {
          userInfo: {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            phone: normalisePhoneNumber(values.phone),
          },
        },
      });
      return data?.reassignQuote.status;
    });
    if (!done) return;
    // The sessions are ended now: the next sign-in in this browser says where the quote went.
    if (ownEmail) saveHandedOnNote(ownEmail, `${values.firstName} ${values.lastName}`.trim());
    setNominee(values);
  };

  return (
    <section className="lp-reassign" aria-label={SEND_TO_ANOTHER_OFFICER}>
      <div className="lp-reassign__toggle">
        <Button
          variant="minimal"
          intent={Intent.PRIMARY}
          icon={open ? 'chevron-up' : 'chevron-down'}
          text={SEND_TO_ANOTHER_OFFICER}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((previous) => !previous)}
        />
        <Button
          variant="minimal"
          icon="info-sign"
          aria-label="Who is an authorised officer?"
          onClick={() => setInfoOpen(true)}
        />
      </div>
      <Collapse isOpen={open}>
        <div id={formId}>
          <p>
            Not the right person to approve this quote? Send it to another authorised officer of the business.
            They will be invited to review it, and your access to this application will end.
          </p>
          <OfficerForm
            region={region}
            ownEmail={ownEmail}
            submitText="Send"
            busy={busy}
            serverErrors={fieldErrors}
            onSubmit={(values) => void reassign(values)}
          />
        </div>
      </Collapse>
      <Dialog
        isOpen={infoOpen}
        title="Who is an authorised officer?"
        onClose={() => setInfoOpen(false)}
        className="lp-officer-dialog"
      >
        <DialogBody>
          <p>
            An authorised officer can approve the quote, apply for credit and sign the lease for the business:
          </p>
          <ul>
            {authorisedOfficerMeaning(region).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </DialogBody>
      </Dialog>
      <AccessRemovedDialog nominee={nominee} />
      <ErrorNotice notice={notice} onDismiss={dismissNotice} />
    </section>
  );
}
