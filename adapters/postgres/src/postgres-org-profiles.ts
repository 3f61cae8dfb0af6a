import { DomainError, type AuditEntry, type OrgProfile, type OrgProfiles } from '@lease-portal/domain';
import type { Database, SqlSession } from './database';
import { appendAuditEntry } from './postgres-audit-trail';
import { isUniqueViolation } from './sql-errors';

/** Organisation profiles stored whole as JSONB, found by any of their domains regardless of case. */
export class PostgresOrgProfiles implements OrgProfiles {
  constructor(private readonly db: Database) {}

  async ofDomain(domain: string): Promise<OrgProfile | undefined> {
    const rows = await this.db.query<{ profile: OrgProfile }>(
      `SELECT o.profile FROM organisation_domains d JOIN organisations o ON o.org_id = d.org_id
        WHERE d.domain = $1`,
      [normalisedDomain(domain)],
    );
    return rows[0]?.profile;
  }

  async ofId(orgId: string): Promise<OrgProfile | undefined> {
    const rows = await this.db.query<{ profile: OrgProfile }>(
      'SELECT profile FROM organisations WHERE org_id = $1',
      [orgId],
    );
    return rows[0]?.profile;
  }

  async all(): Promise<OrgProfile[]> {
    const rows = await this.db.query<{ profile: OrgProfile }>(
      'SELECT profile FROM organisations ORDER BY name, org_id',
    );
    return rows.map((row) => row.profile);
  }

  /** Adds or replaces the profile and its domains; a domain already used by another organisation is refused. */
  async save(profile: OrgProfile, entry?: AuditEntry): Promise<void> {
    await this.write(profile, entry, 'replace');
  }

  /** Adds a new profile: the database refuses an id that exists, even one added a moment ago. */
  add(profile: OrgProfile, entry?: AuditEntry): Promise<boolean> {
    return this.write(profile, entry, 'insert');
  }

  private async write(profile: OrgProfile, entry: AuditEntry | undefined, mode: 'insert' | 'replace') {
    const domains = [...new Set(profile.whiteLabel.domains.map(normalisedDomain))].filter(Boolean);
    try {
      return await this.db.transaction(async (session) => {
        const written = await session.query(
          `INSERT INTO organisations (org_id, name, region, profile) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (org_id) DO ${
             mode === 'insert'
               ? 'NOTHING'
               : 'UPDATE SET name = excluded.name, region = excluded.region, profile = excluded.profile, updated_at = now()'
           }
           RETURNING org_id`,
          [profile.orgId, profile.name, profile.region, JSON.stringify(profile)],
        );
        if (written.length === 0) return false;
        await refuseDomainsOfOthers(session, profile.orgId, domains);
        await session.query('DELETE FROM organisation_domains WHERE org_id = $1', [profile.orgId]);
        for (const domain of domains) {
          await session.query('INSERT INTO organisation_domains (domain, org_id) VALUES ($1, $2)', [
            domain,
            profile.orgId,
          ]);
        }
        if (entry) await appendAuditEntry(session, entry);
        return true;
      });
    } catch (error) {
      // Taken by another organisation's change committed at the same moment.
      if (isUniqueViolation(error, 'organisation_domains_pkey'))
        throw domainsTaken(domains.map((domain) => ({ domain })));
      throw error;
    }
  }
}

/** Says which domain belongs to which organisation: a domain serves one organisation. */
function domainsTaken(taken: { domain: string; orgId?: string }[]): DomainError {
  const each = taken.map(({ domain, orgId }) => (orgId ? `${domain} belongs to ${orgId}` : domain));
  const message = taken.every(({ orgId }) => orgId)
    ? `${each.join('; ')}: a domain serves one organisation.`
    : `One of ${each.join(', ')} was given to another organisation at the same moment: a domain serves one organisation.`;
  return new DomainError('BAD_INPUT', message, {
    domains: taken.map(({ domain }) => domain),
    fields: { domains: [message] },
  });
}

async function refuseDomainsOfOthers(session: SqlSession, orgId: string, domains: string[]): Promise<void> {
  const taken = await session.query<{ domain: string; org_id: string }>(
    'SELECT domain, org_id FROM organisation_domains WHERE domain = ANY($1) AND org_id <> $2 ORDER BY domain',
    [domains, orgId],
  );
  if (taken.length > 0) throw domainsTaken(taken.map((row) => ({ domain: row.domain, orgId: row.org_id })));
}

/** Host names ignore case and a trailing dot. */
export function normalisedDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}
