import { createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import {
  ESignatureError,
  type EnvelopeRecipient,
  type EnvelopeState,
  type RecipientState,
  type SandboxEnvelopeStore,
} from '@lease-portal/domain';
import {
  docuSignWire,
  REFERENCE_FIELD,
  tabsOfDocuSign,
  type SandboxESignature,
} from '@lease-portal/partners';
import type { DocuSignSandboxFaults } from './docusign-sandbox-faults';
import type { DocuSignSandboxTokens, DocuSignSandboxIdentity } from './docusign-sandbox-tokens';

/** Where the portal serves its DocuSign sandbox: the account server and the REST API under one root. */
export const DOCUSIGN_SANDBOX_PATH = '/sandbox/docusign';

/** Envelopes of PDFs in base64: DocuSign takes up to 25 MB a request. */
const MAX_ENVELOPE_BODY = '25mb';

export interface DocuSignSandboxParts {
  service: SandboxESignature;
  /** Where the sandbox service keeps its envelopes: searched by reference, as DocuSign by custom field. */
  store: SandboxEnvelopeStore;
  identity: DocuSignSandboxIdentity;
  tokens: DocuSignSandboxTokens;
  faults: DocuSignSandboxFaults;
}

/**
 * The e-signature sandbox on DocuSign's own wire (eSignature REST v2.1 and its account server, decision
 * 2103): the calls the portal's DocuSign adapter makes, answered in DocuSign's JSON shapes, statuses and
 * error body `{errorCode, message}`, backed by the sandbox's envelopes (decision 1510). Its signing
 * view is the sandbox's signing page.
 */
export function docuSignSandboxRouter(parts: DocuSignSandboxParts): Router {
  const { service, store, identity, tokens, faults } = parts;
  const router = Router();

  router.use(async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (!fault) return next();
    switch (fault.kind) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return next();
      case 'server-error':
        return refuse(res, 500, 'UNSPECIFIED_ERROR', 'The sandbox was told to fail this call.');
      case 'rate-limited':
        res.set('Retry-After', String(fault.retryAfterSeconds));
        return refuse(
          res,
          429,
          'BURST_APIINVOCATION_LIMIT_EXCEEDED',
          'The API invocation limit was exceeded.',
        );
      case 'invalid-token':
        return refuse(
          res,
          401,
          'AUTHORIZATION_INVALID_TOKEN',
          'The access token provided is expired, revoked or malformed.',
        );
      case 'garbage-body':
        res.status(200).type('application/json').send('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'stalled-body':
        // Not compressed, so the headers and the first bytes leave at once and the rest never does.
        res.status(200).set({ 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' });
        res.flushHeaders();
        res.write('{"envelopeId":');
        faults.hold(res);
        return;
    }
  });

  // The account server: the JWT grant and the user's accounts.
  router.post('/oauth/token', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (
      body.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
      typeof body.assertion !== 'string'
    ) {
      res.status(400).json({ error: 'unsupported_grant_type' });
      return;
    }
    const granted = await tokens.grant(body.assertion, req.get('host') ?? '');
    if ('refused' in granted) {
      res.status(400).json({ error: 'invalid_grant', error_description: granted.refused });
      return;
    }
    res.set('Cache-Control', 'no-store').json({
      access_token: granted.accessToken,
      token_type: 'Bearer',
      expires_in: granted.expiresIn,
    });
  });

  router.get('/oauth/userinfo', (req, res) => {
    if (!tokens.accepts(req.get('authorization'))) {
      res.status(401).json({ error: 'invalid_request', error_description: 'The access token is not valid.' });
      return;
    }
    res.json({
      sub: identity.userId,
      name: 'Lease Portal',
      email: 'sandbox@lease-portal.invalid',
      accounts: [
        {
          account_id: identity.accountId,
          is_default: true,
          account_name: 'Lease Portal sandbox',
          // API calls go to {base_uri}/restapi/...: this sandbox, where the adapter reached it.
          base_uri: `${req.protocol}://${req.get('host')}${req.baseUrl}`,
        },
      ],
    });
  });

  // The REST API, for the sandbox's one account and a valid token only.
  const api = Router({ mergeParams: true });
  router.use(
    '/restapi/v2.1/accounts/:accountId',
    (req, res, next) => {
      if (!tokens.accepts(req.get('authorization')))
        return refuse(
          res,
          401,
          'AUTHORIZATION_INVALID_TOKEN',
          'The access token provided is expired, revoked or malformed.',
        );
      if (req.params.accountId !== identity.accountId)
        return refuse(res, 400, 'USER_LACKS_MEMBERSHIP', 'The user is not a member of the account.');
      next();
    },
    api,
  );

  api.get(
    '/envelopes',
    answer(async (req, res) => {
      const from = String(req.query.from_date ?? '');
      if (!from || Number.isNaN(Date.parse(from)))
        return refuse(
          res,
          400,
          'INVALID_REQUEST_PARAMETER',
          'from_date is required unless envelope_ids or transaction_ids are set.',
        );
      const [name, ...value] = String(req.query.custom_field ?? '').split('=');
      // The sandbox searches by our reference only; DocuSign searches any custom field.
      const found = name === REFERENCE_FIELD ? await store.ofReference(value.join('=')) : undefined;
      const envelopes = found ? [envelopeWire(found, false)] : [];
      res.json({
        ...(envelopes.length ? { envelopes } : {}),
        resultSetSize: String(envelopes.length),
        totalSetSize: String(envelopes.length),
        startPosition: '0',
        endPosition: String(Math.max(envelopes.length - 1, 0)),
      });
    }),
  );

  api.post(
    '/envelopes',
    express.json({ limit: MAX_ENVELOPE_BODY }),
    answer(async (req, res) => {
      const parsed = docuSignWire.envelopeDefinitionWire.safeParse(req.body);
      if (!parsed.success) return refuseBody(res);
      const definition = parsed.data;
      if (definition.status !== 'sent')
        return refuse(
          res,
          400,
          'INVALID_REQUEST_PARAMETER',
          'The sandbox sends envelopes at once: status must be "sent".',
        );
      const reference = definition.customFields?.textCustomFields?.find(
        (f) => f.name === REFERENCE_FIELD,
      )?.value;
      if (!reference)
        return refuse(
          res,
          400,
          'INVALID_REQUEST_PARAMETER',
          `The sandbox needs the ${REFERENCE_FIELD} text custom field.`,
        );
      const signers = definition.recipients.signers ?? [];
      const witnesses = definition.recipients.witnesses ?? [];
      if ([...signers, ...witnesses].some((r) => !r.clientUserId || !r.name || !r.email))
        return refuse(
          res,
          400,
          'INVALID_REQUEST_PARAMETER',
          'The sandbox signs embedded recipients only: each needs clientUserId, name and email.',
        );
      const sent = await service.sendEnvelope({
        reference,
        emailSubject: definition.emailSubject,
        documents: definition.documents.map((d) => ({
          documentId: d.documentId,
          name: d.name,
          pdf: new Uint8Array(Buffer.from(d.documentBase64, 'base64')),
        })),
        signers: signers.map(recipientOf),
        witnesses: witnesses.map(recipientOf),
      });
      res.status(201).json({
        envelopeId: sent.envelopeId,
        uri: `/envelopes/${sent.envelopeId}`,
        statusDateTime: new Date().toISOString(),
        status: 'sent',
      });
    }),
  );

  api.get(
    '/envelopes/:envelopeId',
    answer(async (req, res) => {
      const envelope = await known(service, String(req.params.envelopeId));
      const include = String(req.query.include ?? '')
        .split(',')
        .map((part) => part.trim());
      res.json(envelopeWire(envelope, include.includes('custom_fields')));
    }),
  );

  // The adapter's one envelope update: voiding it, with why (DocuSign refuses it once it is closed).
  api.put(
    '/envelopes/:envelopeId',
    express.json({ limit: '16kb' }),
    answer(async (req, res) => {
      const parsed = docuSignWire.envelopeUpdateWire.safeParse(req.body);
      if (!parsed.success || !parsed.data.voidedReason?.trim()) return refuseBody(res);
      if (parsed.data.status !== 'voided')
        return refuse(
          res,
          400,
          'INVALID_REQUEST_PARAMETER',
          'The sandbox updates an envelope only to void it: status must be "voided".',
        );
      const envelopeId = String(req.params.envelopeId);
      await known(service, envelopeId);
      try {
        await service.voidEnvelope(envelopeId, parsed.data.voidedReason);
      } catch (error) {
        if (!(error instanceof ESignatureError && error.code === 'ENVELOPE_NOT_IN_PROGRESS')) throw error;
        return refuse(
          res,
          400,
          'ENVELOPE_CANNOT_VOID_INVALID_STATE',
          "Only envelopes in the 'Sent' or 'Delivered' states may be voided.",
        );
      }
      res.json({ envelopeId });
    }),
  );

  api.get(
    '/envelopes/:envelopeId/recipients',
    answer(async (req, res) => {
      const envelope = await known(service, String(req.params.envelopeId));
      res.json(recipientsWire(envelope, req.query.include_tabs === 'true'));
    }),
  );

  api.put(
    '/envelopes/:envelopeId/recipients',
    express.json({ limit: '64kb' }),
    answer(async (req, res) => {
      const envelopeId = String(req.params.envelopeId);
      const envelope = await known(service, envelopeId);
      const parsed = docuSignWire.recipientsWire.safeParse(req.body);
      if (!parsed.success) return refuseBody(res);
      const everyone = [...envelope.signers, ...envelope.witnesses];
      const results = [];
      for (const update of [...(parsed.data.signers ?? []), ...(parsed.data.witnesses ?? [])]) {
        const current = everyone.find((r) => r.recipientId === update.recipientId);
        try {
          await service.correctRecipient(envelopeId, update.recipientId, {
            name: update.name ?? current?.name ?? '',
            email: update.email ?? current?.email ?? '',
          });
          results.push({
            recipientId: update.recipientId,
            errorDetails: { errorCode: 'SUCCESS', message: '' },
          });
        } catch (error) {
          if (!(error instanceof ESignatureError)) throw error;
          results.push({
            recipientId: update.recipientId,
            errorDetails: { errorCode: error.code, message: error.message },
          });
        }
      }
      res.json({ recipientUpdateResults: results });
    }),
  );

  api.put(
    '/envelopes/:envelopeId/recipients/:recipientId/tabs',
    express.json({ limit: '64kb' }),
    answer(async (req, res) => {
      const envelopeId = String(req.params.envelopeId);
      const recipientId = String(req.params.recipientId);
      const envelope = await known(service, envelopeId);
      const recipient = [...envelope.signers, ...envelope.witnesses].find(
        (r) => r.recipientId === recipientId,
      );
      const parsed = docuSignWire.tabsWire.safeParse(req.body);
      if (!parsed.success) return refuseBody(res);
      if (!recipient)
        return refuse(
          res,
          400,
          'UNKNOWN_ENVELOPE_RECIPIENT',
          'The recipient you have identified is not a valid recipient of the specified envelope.',
        );
      // DocuSign updates tabs by their tabId; the sandbox's tabs are known by label.
      const byId = new Map((recipient.tabs ?? []).map((tab) => [tabIdOf(envelopeId, recipientId, tab), tab]));
      const values: Record<string, string> = {};
      const updated = [];
      for (const tab of parsed.data.textTabs ?? []) {
        const known = typeof tab.tabId === 'string' ? byId.get(tab.tabId) : undefined;
        if (!known || known.kind !== 'text')
          return refuse(res, 400, 'INVALID_TAB_ID', `No text tab ${String(tab.tabId)} for this recipient.`);
        values[known.tabLabel] = tab.value ?? '';
        updated.push({ ...tab, tabLabel: known.tabLabel });
      }
      await service.correctRecipient(envelopeId, recipientId, {
        name: recipient.name,
        email: recipient.email,
        tabValues: values,
      });
      res.json({ textTabs: updated });
    }),
  );

  api.post(
    '/envelopes/:envelopeId/views/recipient',
    express.json({ limit: '16kb' }),
    answer(async (req, res) => {
      const parsed = docuSignWire.recipientViewRequestWire.safeParse(req.body);
      if (!parsed.success) return refuseBody(res);
      const view = await service.recipientView(String(req.params.envelopeId), {
        clientUserId: parsed.data.clientUserId,
        name: parsed.data.userName,
        email: parsed.data.email,
        returnUrl: parsed.data.returnUrl,
      });
      // An absolute URL, as DocuSign's; on the return URL's origin, so the portal's page may frame it.
      res.status(201).json({ url: new URL(view.url, parsed.data.returnUrl).toString() });
    }),
  );

  api.get(
    '/envelopes/:envelopeId/documents/combined',
    answer(async (req, res) => {
      const pdf = await service.signedDocuments(String(req.params.envelopeId));
      res
        .type('application/pdf')
        .set('Content-Disposition', 'file; filename="combined.pdf"')
        .send(Buffer.from(pdf));
    }),
  );

  return router;
}

function refuse(res: Response, status: number, errorCode: string, message: string): void {
  res.status(status).json({ errorCode, message });
}

/** What DocuSign answers a body that is not the model the call takes. */
const refuseBody = (res: Response): void =>
  refuse(res, 400, 'INVALID_REQUEST_BODY', 'The request body is missing or improperly formatted.');

/** The sandbox service's refusals leave as DocuSign's: 400 with its error code. */
const WIRE_CODES: Partial<Record<string, string>> = {
  ENVELOPE_NOT_IN_PROGRESS: 'ENVELOPE_INVALID_STATUS',
  ENVELOPE_NOT_COMPLETED: 'ENVELOPE_INVALID_STATUS',
};
function answer(handler: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response): Promise<void> => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof ESignatureError)) throw error;
      refuse(res, 400, WIRE_CODES[error.code] ?? error.code, error.message);
    }
  };
}

async function known(service: SandboxESignature, envelopeId: string): Promise<EnvelopeState> {
  const envelope = await service.envelope(envelopeId);
  if (!envelope)
    throw new ESignatureError(
      'ENVELOPE_DOES_NOT_EXIST',
      'The envelope specified either does not exist or you have no rights to it.',
    );
  return envelope;
}

function recipientOf(wire: docuSignWire.RecipientWire): EnvelopeRecipient {
  const tabs = tabsOfDocuSign(wire.tabs);
  return {
    recipientId: wire.recipientId,
    name: wire.name!,
    email: wire.email!,
    routingOrder: Number(wire.routingOrder ?? 1),
    clientUserId: wire.clientUserId!,
    ...(wire.roleName ? { roleName: wire.roleName } : {}),
    ...(wire.witnessFor ? { witnessFor: wire.witnessFor } : {}),
    ...(tabs ? { tabs } : {}),
  };
}

function envelopeWire(envelope: EnvelopeState, withCustomFields: boolean) {
  return {
    envelopeId: envelope.envelopeId,
    status: envelope.status,
    envelopeUri: `/envelopes/${envelope.envelopeId}`,
    ...(withCustomFields
      ? {
          customFields: {
            textCustomFields: [
              {
                fieldId: '1',
                name: REFERENCE_FIELD,
                value: envelope.reference,
                show: 'false',
                required: 'false',
              },
            ],
          },
        }
      : {}),
  };
}

function recipientsWire(envelope: EnvelopeState, withTabs: boolean) {
  const wire = (recipient: RecipientState) => ({
    recipientId: recipient.recipientId,
    name: recipient.name,
    email: recipient.email,
    routingOrder: String(recipient.routingOrder),
    // DocuSign answers an embedded recipient with their client user id.
    ...(recipient.clientUserId ? { clientUserId: recipient.clientUserId } : {}),
    ...(recipient.roleName ? { roleName: recipient.roleName } : {}),
    ...(recipient.witnessFor ? { witnessFor: recipient.witnessFor } : {}),
    status: recipient.status,
    ...(recipient.signedAt ? { signedDateTime: recipient.signedAt } : {}),
    ...(withTabs && recipient.tabs?.length ? { tabs: tabsWire(envelope.envelopeId, recipient) } : {}),
  });
  const everyone = [...envelope.signers, ...envelope.witnesses];
  const next = everyone.filter((r) => r.status !== 'completed').map((r) => r.routingOrder);
  return {
    signers: envelope.signers.map(wire),
    witnesses: envelope.witnesses.map(wire),
    recipientCount: String(everyone.length),
    currentRoutingOrder: String(
      next.length ? Math.min(...next) : Math.max(0, ...everyone.map((r) => r.routingOrder)),
    ),
  };
}

function tabsWire(envelopeId: string, recipient: RecipientState) {
  const tabs = recipient.tabs ?? [];
  const wire = (tab: (typeof tabs)[number]) => ({
    tabId: tabIdOf(envelopeId, recipient.recipientId, tab),
    tabLabel: tab.tabLabel,
    anchorString: tab.anchorString,
    recipientId: recipient.recipientId,
    ...(tab.kind === 'fullName' ? { value: recipient.name } : { value: tab.value ?? '', locked: 'true' }),
  });
  const fullNameTabs = tabs.filter((tab) => tab.kind === 'fullName').map(wire);
  const textTabs = tabs.filter((tab) => tab.kind === 'text').map(wire);
  return { ...(fullNameTabs.length ? { fullNameTabs } : {}), ...(textTabs.length ? { textTabs } : {}) };
}

/** A tab's id, GUID-shaped as DocuSign's, the same every time the sandbox is asked. */
function tabIdOf(envelopeId: string, recipientId: string, tab: { kind: string; tabLabel: string }): string {
  const hex = createHash('sha256')
    .update(`${envelopeId}|${recipientId}|${tab.kind}|${tab.tabLabel}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
