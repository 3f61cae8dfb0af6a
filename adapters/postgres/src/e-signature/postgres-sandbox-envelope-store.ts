import {
  envelopeStatusOf,
  type EnvelopeDocument,
  type EnvelopeRecipient,
  type EnvelopeState,
  type NewEnvelope,
  type RecipientState,
  type RecipientTab,
  type RecipientStatus,
  type SandboxEnvelopeStore,
  type SandboxSigningView,
} from '@lease-portal/domain';
import type { Database, SqlSession } from '../database';
import { isoTimestamp } from '../sql-errors';

interface RecipientRow {
  recipient_id: string;
  kind: 'signer' | 'witness';
  name: string;
  email: string;
  routing_order: number;
  client_user_id: string;
  role_name: string | null;
  witness_for: string | null;
  status: RecipientStatus;
  updated_at: Date;
  tabs: RecipientTab[] | string;
}

interface ViewRow {
  envelope_id: string;
  recipient_id: string;
  return_url: string;
  expires_at: Date;
  opened_at: Date | null;
  finished_at: Date | null;
}

/** The sandbox e-signature service's envelopes in PostgreSQL (decision 1510). */
export class PostgresSandboxEnvelopeStore implements SandboxEnvelopeStore {
  constructor(private readonly db: Database) {}

  async add(envelope: NewEnvelope, at: string): Promise<EnvelopeState> {
    const envelopeId = await this.db.transaction(async (session) => {
      // The reference is unique: a repeated or concurrent request finds the first envelope instead.
      const [inserted] = await session.query<{ envelope_id: string }>(
        `INSERT INTO e_signature_sandbox_envelopes (envelope_id, reference, email_subject, created_at)
         VALUES ('ENV-' || lpad(nextval('e_signature_sandbox_envelope_numbers')::text, 6, '0'), $1, $2, $3)
         ON CONFLICT (reference) DO NOTHING
         RETURNING envelope_id`,
        [envelope.reference, envelope.emailSubject, at],
      );
      if (!inserted) return undefined;
      await insertParts(session, inserted.envelope_id, envelope, at);
      return inserted.envelope_id;
    });
    const state = envelopeId ? await this.ofId(envelopeId) : await this.ofReference(envelope.reference);
    if (!state) throw new Error(`The envelope for ${envelope.reference} was not stored.`);
    return state;
  }

  async ofId(envelopeId: string): Promise<EnvelopeState | undefined> {
    // The envelope and its recipients in one statement: a recipient-less envelope is one row of nulls.
    const rows = await this.db.query<
      { reference: string; voided: boolean; opened: boolean } & (RecipientRow | { recipient_id: null })
    >(
      `SELECT e.reference, e.voided_at IS NOT NULL AS voided,
              EXISTS (SELECT 1 FROM e_signature_sandbox_views v
                       WHERE v.envelope_id = e.envelope_id AND v.opened_at IS NOT NULL) AS opened,
              r.recipient_id, r.kind, r.name, r.email, r.routing_order, r.client_user_id, r.role_name,
              r.witness_for, r.status, r.updated_at, r.tabs
         FROM e_signature_sandbox_envelopes e
         LEFT JOIN e_signature_sandbox_recipients r ON r.envelope_id = e.envelope_id
        WHERE e.envelope_id = $1
        ORDER BY r.position`,
      [envelopeId],
    );
    const envelope = rows[0];
    if (!envelope) return undefined;
    const recipients = rows
      .filter((row): row is typeof row & RecipientRow => row.recipient_id !== null)
      .map((row) => ({ kind: row.kind, state: recipientStateOf(row) }));
    return {
      envelopeId,
      reference: envelope.reference,
      status: envelopeStatusOf(
        recipients.map((r) => r.state),
        envelope.opened,
        envelope.voided,
      ),
      signers: recipients.filter((r) => r.kind === 'signer').map((r) => r.state),
      witnesses: recipients.filter((r) => r.kind === 'witness').map((r) => r.state),
    };
  }

  async documents(envelopeId: string): Promise<EnvelopeDocument[]> {
    const rows = await this.db.query<{ document_id: string; name: string; pdf: Uint8Array }>(
      `SELECT document_id, name, pdf FROM e_signature_sandbox_documents WHERE envelope_id = $1 ORDER BY position`,
      [envelopeId],
    );
    return rows.map((row) => ({ documentId: row.document_id, name: row.name, pdf: new Uint8Array(row.pdf) }));
  }

  async recipientIdOf(envelopeId: string, clientUserId: string, email: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ recipient_id: string }>(
      `SELECT recipient_id FROM e_signature_sandbox_recipients
        WHERE envelope_id = $1 AND client_user_id = $2 AND lower(email) = lower($3)
        ORDER BY position LIMIT 1`,
      [envelopeId, clientUserId, email],
    );
    return row?.recipient_id;
  }

  async correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
    at: string,
  ): Promise<boolean> {
    // A text tab named in the values takes its value; every other tab stays as it was.
    const rows = await this.db.query(
      `UPDATE e_signature_sandbox_recipients
          SET name = $3, email = $4, updated_at = $5,
              tabs = COALESCE(
                (SELECT jsonb_agg(CASE WHEN tab->>'kind' = 'text' AND $6::jsonb ? (tab->>'tabLabel')
                                       THEN tab || jsonb_build_object('value', $6::jsonb->>(tab->>'tabLabel'))
                                       ELSE tab END ORDER BY n)
                   FROM jsonb_array_elements(tabs) WITH ORDINALITY AS t(tab, n)),
                '[]'::jsonb)
        WHERE envelope_id = $1 AND recipient_id = $2 AND status <> 'completed' RETURNING recipient_id`,
      [
        envelopeId,
        recipientId,
        correction.name,
        correction.email,
        at,
        JSON.stringify(correction.tabValues ?? {}),
      ],
    );
    return rows.length === 1;
  }

  async setRecipientStatus(
    envelopeId: string,
    recipientId: string,
    status: RecipientStatus,
    at: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE e_signature_sandbox_recipients SET status = $3, updated_at = $4
        WHERE envelope_id = $1 AND recipient_id = $2`,
      [envelopeId, recipientId, status, at],
    );
  }

  async voidEnvelope(envelopeId: string, reason: string, at: string): Promise<boolean> {
    // One UPDATE decides, so a signature or a decline racing the void cannot both win.
    const rows = await this.db.query(
      `UPDATE e_signature_sandbox_envelopes e SET voided_at = $3, voided_reason = $2
        WHERE envelope_id = $1 AND voided_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM e_signature_sandbox_recipients r
                           WHERE r.envelope_id = e.envelope_id AND r.status = 'declined')
          AND EXISTS (SELECT 1 FROM e_signature_sandbox_recipients r
                       WHERE r.envelope_id = e.envelope_id AND r.status <> 'completed')
        RETURNING envelope_id`,
      [envelopeId, reason, at],
    );
    return rows.length === 1;
  }

  async issueView(tokenDigest: string, view: SandboxSigningView): Promise<void> {
    await this.db.query(
      `INSERT INTO e_signature_sandbox_views (token_digest, envelope_id, recipient_id, return_url, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [tokenDigest, view.envelopeId, view.recipientId, view.returnUrl, view.expiresAt],
    );
  }

  async openView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined> {
    // One UPDATE decides: of two requests racing for the same view, exactly one opens it.
    const [row] = await this.db.query<ViewRow>(
      `UPDATE e_signature_sandbox_views SET opened_at = $2
        WHERE token_digest = $1 AND opened_at IS NULL AND expires_at > $2
        RETURNING envelope_id, recipient_id, return_url, expires_at, opened_at, finished_at`,
      [tokenDigest, at],
    );
    return row && viewOf(row);
  }

  async activeView(tokenDigest: string): Promise<SandboxSigningView | undefined> {
    const [row] = await this.db.query<ViewRow>(
      `SELECT envelope_id, recipient_id, return_url, expires_at, opened_at, finished_at
         FROM e_signature_sandbox_views
        WHERE token_digest = $1 AND opened_at IS NOT NULL AND finished_at IS NULL`,
      [tokenDigest],
    );
    return row && viewOf(row);
  }

  async finishView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined> {
    const [row] = await this.db.query<ViewRow>(
      `UPDATE e_signature_sandbox_views SET finished_at = $2
        WHERE token_digest = $1 AND opened_at IS NOT NULL AND finished_at IS NULL
        RETURNING envelope_id, recipient_id, return_url, expires_at, opened_at, finished_at`,
      [tokenDigest, at],
    );
    return row && viewOf(row);
  }

  async ofReference(reference: string): Promise<EnvelopeState | undefined> {
    const [row] = await this.db.query<{ envelope_id: string }>(
      'SELECT envelope_id FROM e_signature_sandbox_envelopes WHERE reference = $1',
      [reference],
    );
    return row && this.ofId(row.envelope_id);
  }
}

async function insertParts(session: SqlSession, envelopeId: string, envelope: NewEnvelope, at: string) {
  for (const [position, document] of envelope.documents.entries()) {
    await session.query(
      `INSERT INTO e_signature_sandbox_documents (envelope_id, document_id, position, name, pdf)
       VALUES ($1, $2, $3, $4, $5)`,
      [envelopeId, document.documentId, position, document.name, document.pdf],
    );
  }
  const recipients: [EnvelopeRecipient, 'signer' | 'witness'][] = [
    ...envelope.signers.map((r) => [r, 'signer'] as [EnvelopeRecipient, 'signer']),
    ...envelope.witnesses.map((r) => [r, 'witness'] as [EnvelopeRecipient, 'witness']),
  ];
  for (const [position, [recipient, kind]] of recipients.entries()) {
    await session.query(
      `INSERT INTO e_signature_sandbox_recipients (envelope_id, recipient_id, kind, position, name, email,
         routing_order, client_user_id, role_name, witness_for, status, updated_at, tabs)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'sent', $11, $12::jsonb)`,
      [
        envelopeId,
        recipient.recipientId,
        kind,
        position,
        recipient.name,
        recipient.email,
        recipient.routingOrder,
        recipient.clientUserId,
        recipient.roleName ?? null,
        recipient.witnessFor ?? null,
        at,
        JSON.stringify(recipient.tabs ?? []),
      ],
    );
  }
}

function recipientStateOf(row: RecipientRow): RecipientState {
  return {
    recipientId: row.recipient_id,
    name: row.name,
    email: row.email,
    routingOrder: row.routing_order,
    clientUserId: row.client_user_id,
    ...(row.role_name === null ? {} : { roleName: row.role_name }),
    ...(row.witness_for === null ? {} : { witnessFor: row.witness_for }),
    status: row.status,
    // A signed recipient's row changes no more: its last change is when they signed.
    ...(row.status === 'completed' ? { signedAt: isoTimestamp(row.updated_at) } : {}),
    ...tabsOf(row.tabs),
  };
}

/** The recipient's tabs, when they have any: a driver may answer jsonb parsed or as its text. */
function tabsOf(stored: RecipientTab[] | string): { tabs?: RecipientTab[] } {
  const tabs = typeof stored === 'string' ? (JSON.parse(stored) as RecipientTab[]) : stored;
  return tabs.length ? { tabs } : {};
}

function viewOf(row: ViewRow): SandboxSigningView {
  return {
    envelopeId: row.envelope_id,
    recipientId: row.recipient_id,
    returnUrl: row.return_url,
    expiresAt: isoTimestamp(row.expires_at),
    ...(row.opened_at === null ? {} : { openedAt: isoTimestamp(row.opened_at) }),
    ...(row.finished_at === null ? {} : { finishedAt: isoTimestamp(row.finished_at) }),
  };
}
