import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { journeyPath } from '../../journey-view';
import {
  applicantOf,
  approvalsOf,
  identityReopened,
  REOPENED_WORDS,
  type ApprovalsRole,
} from '../approvals-view';
import { GetApprovals } from '../graphql/getApprovals';

/**
 * Why the officer is asked for their licence again (decision 2080): staff did not accept the one they
 * sent, so their identity is not verified and the lease waits. `children` is the way on.
 */
export function IdentityReopenedCallout({ children }: { children?: ReactNode }) {
  return (
    <Callout
      intent={Intent.WARNING}
      icon="warning-sign"
      title={REOPENED_WORDS.title}
      className="lp-identity-reopened"
      role="status"
    >
      <p>{REOPENED_WORDS.body}</p>
      {children}
    </Callout>
  );
}

/**
 * On the officer's home: when their ID check was reopened, says why and leads to the ID check, wherever
 * the application stands. Nothing shows while it is read, or when it cannot be read: the home's own
 * reading reports a failure.
 */
export function IdentityReopenedNotice({
  applicationId,
  role,
}: {
  applicationId: string;
  role: ApprovalsRole;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    let current = true;
    client
      .query({ query: GetApprovals, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const application = data?.getVehicleApplication.vehicleApplication;
        if (!current || application?.applicationId !== applicationId) return;
        setReopened(identityReopened(applicantOf(approvalsOf(application), role)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [applicationId, client, role]);
  if (!reopened) return null;
  return (
    <IdentityReopenedCallout>
      <Button
        intent={Intent.PRIMARY}
        text={REOPENED_WORDS.action}
        onClick={() => void navigate(journeyPath(applicationId, 'approvals'))}
      />
    </IdentityReopenedCallout>
  );
}
