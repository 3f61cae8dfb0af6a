import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, parseAllDocuments } from 'yaml';
import { nginxConfig } from './nginx-config';
import type { ValidatedDocument } from './validate-kubernetes';

// The deployment's files (decision 2123), checked without Docker or a cluster: the Kubernetes
// manifests against the Kubernetes API's schemas, and each file for what the portal's stop, probes
// and migrations need of it.

const root = path.resolve(__dirname, '../../..');
const deploy = path.join(root, 'deploy');
const run = promisify(execFile);

/** The validator runs as its own process: the schemas' package is an ES module only. */
async function validate(files: string[]): Promise<ValidatedDocument[]> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const { stdout } = await run(tsx, [path.join(__dirname, 'validate-kubernetes.ts'), ...files], {
    cwd: root,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  return JSON.parse(stdout) as ValidatedDocument[];
}

type Manifest = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function manifests(): Promise<Manifest[]> {
  const folder = path.join(deploy, 'kubernetes');
  const files = (await readdir(folder)).filter(
    (name) => name.endsWith('.yaml') && name !== 'kustomization.yaml',
  );
  const all: Manifest[] = [];
  for (const file of files)
    for (const document of parseAllDocuments(await readFile(path.join(folder, file), 'utf8')))
      all.push(document.toJS() as Manifest);
  return all;
}

const named = (all: Manifest[], kind: string) => {
  const found = all.filter((manifest) => manifest.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** The environment's value of `name` in a container, as a number of seconds. */
const seconds = (container: Manifest, name: string) =>
  Number((container.env as { name: string; value?: string }[]).find((v) => v.name === name)?.value);

describe('the Kubernetes manifests', () => {
  it('are valid against the Kubernetes API schemas, and the kustomization lists every one', async () => {
    const folder = path.join(deploy, 'kubernetes');
    const kustomization = parse(await readFile(path.join(folder, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const files = (await readdir(folder)).filter(
      (name) => name.endsWith('.yaml') && name !== 'kustomization.yaml',
    );
    expect([...kustomization.resources].sort()).toEqual([...files].sort());

    const results = await validate(files.map((file) => path.join(folder, file)));
    expect(results.map(({ kind }) => kind).sort()).toEqual(
      ['Deployment', 'HorizontalPodAutoscaler', 'Job', 'PodDisruptionBudget', 'Service'].sort(),
    );
    expect(results.filter((result) => result.errors.length > 0)).toEqual([]);
  }, 60_000);

  it('are refused by the validator when a field has the wrong type, a required one is missing or the kind is unknown', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'manifests-'));
    try {
      const broken = path.join(folder, 'broken.yaml');
      await writeFile(
        broken,
        [
          'apiVersion: apps/v1',
          'kind: Deployment',
          'metadata: { name: broken }',
          'spec:',
          '  template:',
          '    spec:',
          "      containers: [{ name: portal, image: i, ports: [{ containerPort: 'http' }] }]",
          '---',
          'apiVersion: policy/v1',
          'kind: PodDisruptionBudgets',
          'metadata: { name: typo }',
        ].join('\n'),
      );
      const [deployment, unknown] = await validate([broken]);
      expect(deployment!.errors.join('\n')).toMatch(/spec must have required property selector/);
      expect(deployment!.errors.join('\n')).toMatch(/containerPort must be integer/);
      expect(unknown!.errors).toEqual(['no schema for PodDisruptionBudgets in policy/v1']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('probe readiness on /ready and liveness on /health, and give a stop its delay, its grace and 5 s more', async () => {
    const deployment = named(await manifests(), 'Deployment');
    const pod = deployment.spec.template.spec;
    const [portal] = pod.containers;
    const ports = (portal.ports as { name: string }[]).map((port) => port.name);
    expect(portal.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
    expect(portal.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    expect(ports).toContain('http');
    // The readiness answer takes at most 0.8 s (decision 2116): within the probe's timeout.
    expect(portal.readinessProbe.timeoutSeconds).toBeGreaterThanOrEqual(1);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      seconds(portal, 'STOP_DELAY_SECONDS') + seconds(portal, 'STOP_GRACE_SECONDS') + 5,
    );
    // The Service's endpoints and the ingress learn that a replica leaves within its delay.
    expect(seconds(portal, 'STOP_DELAY_SECONDS')).toBeGreaterThanOrEqual(portal.readinessProbe.periodSeconds);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(portal.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
    });
  });

  it('select the same pods in the Deployment, its Service, its disruption budget and its autoscaler', async () => {
    const all = await manifests();
    const deployment = named(all, 'Deployment');
    const labels = deployment.spec.template.metadata.labels as Record<string, string>;
    expect(labels).toMatchObject(deployment.spec.selector.matchLabels);
    const service = named(all, 'Service');
    expect(labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports[0].targetPort).toBe('http');
    const budget = named(all, 'PodDisruptionBudget');
    expect(budget.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    const autoscaler = named(all, 'HorizontalPodAutoscaler');
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    // A stop never leaves none, and the budget lets one leave at a time.
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(budget.spec.minAvailable).toBeLessThan(autoscaler.spec.minReplicas);
  });

  it('migrate in a Job of the same image, as the role that owns the tables, and run the portal as the runtime role', async () => {
    const all = await manifests();
    const job = named(all, 'Job');
    const [migrate] = job.spec.template.spec.containers;
    const [portal] = named(all, 'Deployment').spec.template.spec.containers;
    expect(migrate.image).toBe(portal.image);
    expect(migrate.command).toEqual(['node', 'apps/cli/dist/main.mjs', 'db', 'migrate']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    const url = (container: Manifest) =>
      (container.env as Manifest[]).find((v) => v.name === 'DATABASE_URL')!.valueFrom.secretKeyRef;
    expect(url(migrate)).toEqual({ name: 'lease-portal-database', key: 'migration-url' });
    expect(url(portal)).toEqual({ name: 'lease-portal-database', key: 'runtime-url' });
  });
});

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
function instructions(text: string): { keyword: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    });
}

/** Each stage's name and instructions, in order. */
function stagesOf(text: string) {
  const stages: { base: string; name: string; steps: { keyword: string; args: string }[] }[] = [];
  const args = new Map<string, string>();
  for (const step of instructions(text)) {
    if (step.keyword === 'ARG' && stages.length === 0) {
      const [name, value] = step.args.split('=');
      args.set(name!, value ?? '');
    } else if (step.keyword === 'FROM') {
      const [image, as, name] = step.args.split(/\s+/);
      const base = image!.replace(/\$\{(\w+)\}/g, (_, arg: string) => args.get(arg) ?? '');
      expect(as?.toUpperCase()).toBe('AS');
      stages.push({ base, name: name!, steps: [] });
    } else {
      stages.at(-1)?.steps.push(step);
    }
  }
  return stages;
}

describe('the Dockerfile', () => {
  let stages: ReturnType<typeof stagesOf>;
  beforeAll(async () => {
    stages = stagesOf(await readFile(path.join(deploy, 'Dockerfile'), 'utf8'));
  });
  const runtime = () => stages.at(-1)!;
  const all = (keyword: string) => runtime().steps.filter((step) => step.keyword === keyword);

  it('builds in stages on Node 24 and copies into the image only from earlier stages', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'production-dependencies', 'runtime']);
    for (const stage of stages) expect(stage.base).toMatch(/^node:24[.-]/);
    const earlier = new Set<string>();
    for (const stage of stages) {
      for (const step of stage.steps.filter((s) => s.keyword === 'COPY')) {
        const from = /--from=(\S+)/.exec(step.args)?.[1];
        if (from) expect(earlier).toContain(from);
      }
      earlier.add(stage.name);
    }
    // The image holds no source tree and installs nothing itself.
    for (const step of all('COPY')) expect(step.args).toMatch(/--from=/);
    expect(
      all('RUN')
        .map((step) => step.args)
        .join('\n'),
    ).not.toMatch(/npm (ci|install)/);
    const production = stages[1]!.steps.filter((step) => step.keyword === 'RUN').map((step) => step.args);
    expect(production.join('\n')).toMatch(/npm ci --omit=dev/);
  });

  it('runs as a user that is not root, with a health check and the compiled portal in exec form', () => {
    const users = all('USER');
    expect(users).toHaveLength(1);
    expect(users[0]!.args).not.toMatch(/^(root|0)(:|$)/);
    // USER comes before what runs: the health check and the command.
    const order = runtime().steps.map((step) => step.keyword);
    expect(order.indexOf('USER')).toBeLessThan(order.indexOf('CMD'));
    const [healthCheck] = all('HEALTHCHECK');
    expect(healthCheck?.args).toMatch(/CMD .*\/health/);
    expect(all('CMD')[0]!.args).toBe('["node", "apps/server/dist/main.cjs"]');
  });

  it('installs every workspace it lists, and copies into the image files that exist', async () => {
    const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const stage of stages.slice(0, 2)) {
      const copied = stage.steps.filter((step) => step.keyword === 'COPY').map((step) => step.args);
      for (const workspace of workspaces)
        expect(copied.some((args) => args.includes(`${workspace}/package.json`))).toBe(true);
    }
    for (const step of all('COPY').filter((s) => s.args.includes('--from=build'))) {
      const source = step.args.split(/\s+/).filter((part) => !part.startsWith('--'))[0]!;
      const relative = path.relative('/app', source);
      // The builds are made in the image; everything else it copies is in the repository.
      if (!relative.endsWith('dist')) expect(existsSync(path.join(root, relative))).toBe(true);
    }
  });
});

describe('the compose file', () => {
  let compose: Manifest;
  beforeAll(async () => {
    compose = parse(await readFile(path.join(deploy, 'compose.yaml'), 'utf8')) as Manifest;
  });

  it('migrates once before two replicas start, behind nginx', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['migrate', 'portal-1', 'portal-2', 'postgres', 'proxy']);
    expect(services.migrate.command).toEqual(['node', 'apps/cli/dist/main.mjs', 'db', 'migrate']);
    for (const replica of ['portal-1', 'portal-2']) {
      expect(services[replica].depends_on.migrate.condition).toBe('service_completed_successfully');
      expect(services[replica].image).toBe(services.migrate.image);
      const environment = services[replica].environment as Record<string, string>;
      const delay = Number(/:-(\d+)/.exec(environment.STOP_DELAY_SECONDS!)![1]);
      const grace = Number(/:-(\d+)/.exec(environment.STOP_GRACE_SECONDS!)![1]);
      expect(parseInt(services[replica].stop_grace_period, 10)).toBeGreaterThanOrEqual(delay + grace + 5);
    }
  });

  it('takes every password from the environment, and refuses to start without one', () => {
    const required = /^\$\{[A-Z_]+:\?[^}]+\}$/;
    const checked: string[] = [];
    for (const [service, { environment = {} }] of Object.entries(
      compose.services as Record<string, Manifest>,
    )) {
      for (const [name, value] of Object.entries(environment as Record<string, string>)) {
        if (name.includes('PASSWORD')) {
          checked.push(`${service} ${name}`);
          expect(value).toMatch(required);
        }
        // A database URL's password, between the user's name and the host.
        const inUrl = /^postgres:\/\/[^:]+:(.+)@[^@]+$/.exec(value);
        if (inUrl) {
          checked.push(`${service} ${name}`);
          expect(inUrl[1]).toMatch(required);
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['postgres POSTGRES_PASSWORD', 'migrate DATABASE_URL', 'portal-1 DATABASE_URL']),
    );
  });
});

describe('the nginx configuration', () => {
  it('passes requests as the rolling-restart check does: no upstream keep-alive, the next replica on a refused connection', async () => {
    const text = await readFile(path.join(deploy, 'nginx/portal.conf'), 'utf8');
    const location = (config: string) =>
      /location \/ \{([^}]*)\}/
        .exec(config)![1]!
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    const checked = nginxConfig({ folder: '/run', listenPort: 8080, upstreamFile: '/run/replicas.conf' });
    expect(location(text)).toEqual(location(checked));
    expect(location(text)).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(text).not.toMatch(/^\s*keepalive\s/m);
    expect(text).toMatch(/upstream portal \{[^}]*include \/tmp\/portal-replicas.conf;/);
  });
});
