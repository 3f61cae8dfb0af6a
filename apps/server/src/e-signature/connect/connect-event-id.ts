import { createHash } from 'node:crypto';
import type { ConnectEvent } from '@lease-portal/partners';

/**
 * Connect sends no event id: an event is its envelope, its name and when it was generated, the same
 * in every redelivery of it (decision 2105). Hashed, so the key is short and of one shape.
 */
export const connectEventId = (event: ConnectEvent): string =>
  `docusign-connect:${createHash('sha256')
    .update(JSON.stringify([event.data.envelopeId, event.event, event.generatedDateTime]))
    .digest('hex')}`;
