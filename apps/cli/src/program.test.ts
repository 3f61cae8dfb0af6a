import { type VehicleApplications } from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from '@lease-portal/server';
import { demoOrganisations } from '@lease-portal/server';
import { EXIT_CODES, exitCodeFor } from './exit-codes';
import { cliServicesOf } from './open-cli-services';
import type { Output } from './output';
import { consoleOutput } from './output';
import { buildProgram } from './program';
import type { CliServices } from './services';

let db: Database;
let services: CliServices;

beforeAll(async () => {
  db = await openMemoryDatabase();
  const container = buildContainer(db);
  services = cliServicesOf(container);
  for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
  await (services.applications as VehicleApplications).add(
    {
      applicationId: 'app-1',
      applicationStatus: 'draft',
      applicationType: 'calculator',
      orgId: 'org-au-demo',
      orgUserId: 'user-1',
      scoreboard: {
        status: 'businessDetails',
        primaryApplicant: { userId: 'user-1', firstName: 'Ana', lastName: 'Ng', email: 'ana@example.com' },
      },
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      actor: 'customer:user-1',
      action: 'application.created',
      applicationId: 'app-1',
      at: '2026-11-01T00:00:00.000Z',
    },
  );
}, 30_000);

afterAll(async () => {
  await db.close();
});

async function run(...args: string[]): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  let stdout = '';
  let stderr = '';
  const out: Output = consoleOutput(
    (s) => (stdout += s),
    (s) => (stderr += s),
  );
  const program = buildProgram(async () => services, out).exitOverride();
  try {
    await program.parseAsync(['node', 'lease-admin', ...args]);
    return { stdout, stderr, exitCode: 0 };
  } catch (error) {
    const code = (error as { exitCode?: number }).exitCode;
    return { stdout, stderr, exitCode: typeof code === 'number' ? code : exitCodeFor(error) };
  }
}

describe('lease-admin', () => {
  it('lists both demo organisations', async () => {
    const { stdout } = await run('org', 'list');
    expect(stdout).toMatch(/org-au-demo\s+Southern Cross Fleet\s+AU\s+au\.localhost/);
    expect(stdout).toMatch(/org-nz-demo\s+Kiwi Fleet Leasing\s+NZ\s+nz\.localhost/);
  });

  it('prints JSON with --json', async () => {
    const { stdout } = await run('org', 'list', '--json');
    expect(
      JSON.parse(stdout)
        .map((p: { orgId: string }) => p.orgId)
        .sort(),
    ).toEqual(['org-au-demo', 'org-nz-demo']);
  });

  it('shows the organisation of a domain, whatever its case', async () => {
    const { stdout } = await run('org', 'show', 'NZ.localhost');
    expect(stdout).toContain('Kiwi Fleet Leasing (org-nz-demo)');
    expect(stdout).toContain('Region:      NZ');
  });

  it('answers NOT_FOUND with its exit code for an unknown domain', async () => {
    const result = await run('org', 'show', 'nobody.example');
    expect(result.exitCode).toBe(EXIT_CODES.NOT_FOUND);
  });

  // `application show`, `list`, `search` and `history` need a signed-in staff member: see
  // commands/application-read.commands.test.ts.

  it('explains its commands in --help', () => {
    const help = buildProgram(async () => services, consoleOutput()).helpInformation();
    expect(help).toContain('org');
    expect(help).toContain('application');
  });
});
