import { createHash } from 'node:crypto';
import type { ConnectEvent } from '@lease-portal/partners';

/**
 * Connect sends no event id: an event is its envelope, its name, when it was generated and, for a
 * recipient's event, which recipient (two signing at once are two events), the same in every
 * redelivery of it (decisions 2105, 2108). Hashed, so the key is short and of one shape.
 */
export const connectEventId = (event: ConnectEvent): string =>
  `docusign-connect:${createHash('sha256')
    .update(
      JSON.stringify([
        event.data.envelopeId,
        event.event,
        event.generatedDateTime,
        ...(event.data.recipientId ? [event.data.recipientId] : []),
      ]),
    )
    .digest('hex')}`;
