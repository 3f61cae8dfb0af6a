import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

/** Sign-out after the user handed the application on: their access has gone (journey §4, §6). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => void navigate('/logout', { replace: true });
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The new-applicant dialog (journey §2, §4): the nominee is invited and the user's access removed;
 * closing it, in any way, signs the user out.
 */
export function NewApplicantDialog({
  nominee,
}: {
  nominee: { firstName: string; lastName: string } | undefined;
}) {
  const logout = useLogout();
  return (
    <Dialog isOpen={!!nominee} title="New Authorised Officer" onClose={logout} className="lp-officer-dialog">
      <DialogBody>
        <p>
          Thank you. We have sent {nominee ? fullName(nominee) : 'the new Authorised Officer'} an invitation
          to continue this application as its Authorised Officer.
        </p>
        <p>Your access to this application has been removed, so you will now be logged out.</p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Logout" onClick={logout} />} />
    </Dialog>
  );
}

/**
 * After reassigning the quote (journey §2 'Quote review'): a dialog that cannot be closed, saying the
 * user's access is removed, with only Logout.
 */
export function AccessRemovedDialog({
  nominee,
}: {
  nominee: { firstName: string; lastName: string } | undefined;
}) {
  const logout = useLogout();
  return (
    <Dialog
      isOpen={!!nominee}
      title="Quote sent"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="lp-officer-dialog"
    >
      <DialogBody>
        <p>
          The quote has been sent to {nominee ? fullName(nominee) : 'the new Authorised Officer'}, who will
          review and approve it.
        </p>
        <p>Your access to this application has been removed. Please log out.</p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Logout" onClick={logout} />} />
    </Dialog>
  );
}
