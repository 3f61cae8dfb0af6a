import type {
  DocumentSide,
  QualityCheckDetail,
  Region,
  SandboxIdentityScanStore,
  SandboxScanJourney,
  SandboxScanSide,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface JourneyRow {
  journey_id: string;
  reference: string;
  region: Region;
  journey_definition_id: string;
  scanning_token_digest: string;
  investigation_token_digest: string;
  initiated_at: Date;
}

interface SideRow {
  journey_id: string;
  side: DocumentSide;
  attempt: number;
  image_id: string;
  content_type: string;
  quality_checks: QualityCheckDetail[];
  specimen_id: string | null;
  submitted_at: Date;
}

/** The sandbox identity-scan service's journeys and images in PostgreSQL (decision 1630). */
export class PostgresSandboxIdentityScanStore implements SandboxIdentityScanStore {
  constructor(private readonly db: Database) {}

  async addJourney(journey: SandboxScanJourney): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_scan_sandbox_journeys (journey_id, reference, region, journey_definition_id,
         scanning_token_digest, investigation_token_digest, initiated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        journey.journeyId,
        journey.reference,
        journey.region,
        journey.journeyDefinitionId,
        journey.scanningTokenDigest,
        journey.investigationTokenDigest,
        journey.initiatedAt,
      ],
    );
  }

  journeyOf(journeyId: string): Promise<SandboxScanJourney | undefined> {
    return this.journeyWhere('journey_id', journeyId);
  }

  journeyOfScanningToken(tokenDigest: string): Promise<SandboxScanJourney | undefined> {
    return this.journeyWhere('scanning_token_digest', tokenDigest);
  }

  private async journeyWhere(
    column: 'journey_id' | 'scanning_token_digest',
    value: string,
  ): Promise<SandboxScanJourney | undefined> {
    const [row] = await this.db.query<JourneyRow>(
      `SELECT journey_id, reference, region, journey_definition_id, scanning_token_digest,
              investigation_token_digest, initiated_at
         FROM identity_scan_sandbox_journeys WHERE ${column} = $1`,
      [value],
    );
    return (
      row && {
        journeyId: row.journey_id,
        reference: row.reference,
        region: row.region,
        journeyDefinitionId: row.journey_definition_id,
        scanningTokenDigest: row.scanning_token_digest,
        investigationTokenDigest: row.investigation_token_digest,
        initiatedAt: isoTimestamp(row.initiated_at),
      }
    );
  }

  /** One statement decides a race: the first insert, or the update from exactly the previous attempt. */
  async putSide(side: SandboxScanSide, image: Uint8Array): Promise<boolean> {
    const values = [
      side.journeyId,
      side.side,
      side.attempt,
      side.imageId,
      side.contentType,
      Buffer.from(image.buffer, image.byteOffset, image.byteLength),
      JSON.stringify(side.qualityChecks),
      side.specimenId ?? null,
      side.submittedAt,
    ];
    const rows =
      side.attempt === 1
        ? await this.db.query(
            `INSERT INTO identity_scan_sandbox_sides (journey_id, side, attempt, image_id, content_type,
               image, quality_checks, specimen_id, submitted_at)
             SELECT $1, $2, $3, $4, $5, $6::bytea, $7::jsonb, $8, $9
              WHERE EXISTS (SELECT 1 FROM identity_scan_sandbox_journeys WHERE journey_id = $1)
             ON CONFLICT (journey_id, side) DO NOTHING
             RETURNING attempt`,
            values,
          )
        : await this.db.query(
            `UPDATE identity_scan_sandbox_sides
                SET attempt = $3, image_id = $4, content_type = $5, image = $6::bytea,
                    quality_checks = $7::jsonb, specimen_id = $8, submitted_at = $9
              WHERE journey_id = $1 AND side = $2 AND attempt = $3::integer - 1
              RETURNING attempt`,
            values,
          );
    return rows.length === 1;
  }

  async sidesOf(journeyId: string): Promise<SandboxScanSide[]> {
    const rows = await this.db.query<SideRow>(
      `SELECT journey_id, side, attempt, image_id, content_type, quality_checks, specimen_id, submitted_at
         FROM identity_scan_sandbox_sides WHERE journey_id = $1
        ORDER BY CASE side WHEN 'Front' THEN 0 ELSE 1 END`,
      [journeyId],
    );
    return rows.map((row) => ({
      journeyId: row.journey_id,
      side: row.side,
      attempt: row.attempt,
      imageId: row.image_id,
      contentType: row.content_type,
      qualityChecks: row.quality_checks,
      ...(row.specimen_id ? { specimenId: row.specimen_id } : {}),
      submittedAt: isoTimestamp(row.submitted_at),
    }));
  }

  async imageOf(
    journeyId: string,
    imageId: string,
  ): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
    const [row] = await this.db.query<{ content_type: string; image: Uint8Array }>(
      `SELECT content_type, image FROM identity_scan_sandbox_sides WHERE journey_id = $1 AND image_id = $2`,
      [journeyId, imageId],
    );
    return row && { contentType: row.content_type, bytes: new Uint8Array(row.image) };
  }
}
