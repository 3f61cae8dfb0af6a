import type { OrgProfile, OrgProfiles } from '@lease-portal/domain';
import { CachedOrgProfiles } from './cached-org-profiles';
import { anOrgProfile } from './testing/builders';

/** Profiles in memory that another process could change (`changeElsewhere`), counting the reads. */
class CountingOrgProfiles implements OrgProfiles {
  reads = 0;
  failNextRead = false;
  private heldReads: (() => void)[] = [];
  holdReads = false;

  constructor(private profiles: OrgProfile[]) {}

  async all(): Promise<OrgProfile[]> {
    this.reads += 1;
    const answer = [...this.profiles];
    if (this.holdReads) await new Promise<void>((resolve) => this.heldReads.push(resolve));
    if (this.failNextRead) {
      this.failNextRead = false;
      throw new Error('connection lost');
    }
    return answer;
  }
  async ofId(orgId: string) {
    return (await this.all()).find((profile) => profile.orgId === orgId);
  }
  async ofDomain(domain: string) {
    return this.profiles.find((profile) => profile.whiteLabel.domains.includes(domain));
  }
  async save(profile: OrgProfile) {
    this.changeElsewhere(profile);
  }
  async add(profile: OrgProfile) {
    if (this.profiles.some((each) => each.orgId === profile.orgId)) return false;
    this.profiles = [...this.profiles, profile];
    return true;
  }
  /** A change the cache is not told of, as the support tool's or another replica's would be. */
  changeElsewhere(profile: OrgProfile) {
    this.profiles = [...this.profiles.filter((each) => each.orgId !== profile.orgId), profile];
  }
  release() {
    this.heldReads.splice(0).forEach((resolve) => resolve());
  }
}

function setUp() {
  let clock = 0;
  const fleetCo = anOrgProfile({ orgId: 'fleet-co', name: 'Fleet Co' });
  const kiwiCars = anOrgProfile({ orgId: 'kiwi-cars', name: 'Kiwi Cars', region: 'NZ' });
  const source = new CountingOrgProfiles([fleetCo, kiwiCars]);
  const cached = new CachedOrgProfiles(source, { maxAgeMs: 1_000, now: () => clock });
  const later = (ms: number) => {
    clock += ms;
  };
  return { source, cached, later, fleetCo, kiwiCars };
}

const names = (profiles: (OrgProfile | undefined)[]) => profiles.map((profile) => profile?.name);

describe('CachedOrgProfiles', () => {
  it('answers the list and a profile by id from one read within the maximum age', async () => {
    const { source, cached, later } = setUp();
    expect(names(await cached.all())).toEqual(['Fleet Co', 'Kiwi Cars']);
    later(999);
    expect((await cached.ofId('kiwi-cars'))?.name).toBe('Kiwi Cars');
    expect(await cached.ofId('nobody')).toBeUndefined();
    expect(source.reads).toBe(1);
  });

  it("shows another process's change once the list is older than the maximum age", async () => {
    const { source, cached, later, fleetCo } = setUp();
    await cached.all();
    source.changeElsewhere({ ...fleetCo, name: 'Fleet Co Renamed' });
    expect((await cached.ofId('fleet-co'))?.name).toBe('Fleet Co');
    later(1_000);
    expect((await cached.ofId('fleet-co'))?.name).toBe('Fleet Co Renamed');
    expect(source.reads).toBe(2);
  });

  it('shows a change saved or added through it at once', async () => {
    const { cached, fleetCo } = setUp();
    await cached.all();
    await cached.save({ ...fleetCo, name: 'Fleet Co Renamed' });
    expect((await cached.ofId('fleet-co'))?.name).toBe('Fleet Co Renamed');
    expect(await cached.add(anOrgProfile({ orgId: 'truck-co', name: 'Truck Co' }))).toBe(true);
    expect(names(await cached.all())).toContain('Truck Co');
  });

  it('shares one read between callers asking at once', async () => {
    const { source, cached } = setUp();
    source.holdReads = true;
    const answers = Promise.all([cached.all(), cached.ofId('fleet-co'), cached.ofId('kiwi-cars')]);
    source.release();
    const [all, fleet, kiwi] = await answers;
    expect([all.length, fleet?.name, kiwi?.name]).toEqual([2, 'Fleet Co', 'Kiwi Cars']);
    expect(source.reads).toBe(1);
  });

  it('forgets a list being read when a change is saved meanwhile', async () => {
    const { source, cached, fleetCo } = setUp();
    source.holdReads = true;
    const before = cached.all();
    await cached.save({ ...fleetCo, name: 'Fleet Co Renamed' });
    source.holdReads = false;
    source.release();
    await before;
    expect((await cached.ofId('fleet-co'))?.name).toBe('Fleet Co Renamed');
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const { source, cached } = setUp();
    source.failNextRead = true;
    await expect(cached.all()).rejects.toThrow('connection lost');
    expect(names(await cached.all())).toEqual(['Fleet Co', 'Kiwi Cars']);
    expect(source.reads).toBe(2);
  });

  it('hands each caller a list of its own', async () => {
    const { cached } = setUp();
    (await cached.all()).pop();
    expect(await cached.all()).toHaveLength(2);
  });
});
