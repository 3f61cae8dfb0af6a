import { WITNESS_ANCHORS, WITNESS_TAB_LABELS } from '../../documents/witness-anchors';
import { aPdf, SIGNED_PAGE } from '../../files/testing/pdf-builder';
import type { NewEnvelope } from '../envelope';

/**
 * A lease's envelope as the portal sends it with a witness (decisions 1701, 2098): Authorised Officer
 * (1) its one embedded signer, then the witness on the officer's device, not yet named, whose tabs
 * stand on the agreement's anchors for their name and address.
 */
export const aWitnessedLeaseEnvelope = (
  reference = 'app-1:lease',
  pdf: Uint8Array = aPdf([SIGNED_PAGE]),
): NewEnvelope => ({
  reference,
  emailSubject: 'Please sign your lease documents',
  documents: [{ documentId: '1', name: 'Master_Lease_Agreement.pdf', pdf }],
  signers: [
    {
      recipientId: '1',
      name: 'Priya Raman',
      email: 'priya@example.com',
      routingOrder: 1,
      clientUserId: 'u1',
    },
  ],
  witnesses: [
    {
      recipientId: '3',
      name: 'Witness',
      email: 'priya@example.com',
      routingOrder: 2,
      clientUserId: 'u1:witness',
      roleName: 'Witness',
      witnessFor: '1',
      tabs: [
        { kind: 'fullName', tabLabel: WITNESS_TAB_LABELS.name, anchorString: WITNESS_ANCHORS.name },
        { kind: 'text', tabLabel: WITNESS_TAB_LABELS.address, anchorString: WITNESS_ANCHORS.address },
      ],
    },
  ],
});
