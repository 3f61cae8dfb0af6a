import { useContext, useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { isMarkedSignedIn } from '../../shared/session/signed-in-marker';
import { readSignedInUser, readVehicleApplication } from '../../shared/session/signed-in-state';
import { useSignedIn } from '../../shared/session/useSignedIn';
import { apolloShortlistServer } from './apollo-shortlist-server';
import { browserShortlistStore, ShortlistContext } from './shortlist-context';
import { ShortlistSync, type ShortlistOwner } from './shortlist-sync';

/** The signed-in customer and their application, as the login stored them; undefined when anonymous. */
function storedOwner(): ShortlistOwner | undefined {
  if (!isMarkedSignedIn()) return undefined;
  const userId = readSignedInUser()?.id;
  const applicationId = readVehicleApplication()?.applicationId;
  return userId && applicationId ? { userId, applicationId } : undefined;
}

/**
 * Mounted once by the app: while a customer is signed in, the shortlist store follows the server
 * (taken on sign-in and on every page load) and every change is saved back (decision 1030).
 */
export function ShortlistServerSync() {
  const client = useApolloClient();
  const store = useContext(ShortlistContext) ?? browserShortlistStore();
  const signedIn = useSignedIn();
  const sync = useMemo(
    () => new ShortlistSync(store, apolloShortlistServer(client), storedOwner),
    [store, client],
  );

  useEffect(() => sync.start(), [sync]);
  useEffect(() => {
    if (signedIn) void sync.adoptServerShortlist();
  }, [sync, signedIn]);

  return null;
}
