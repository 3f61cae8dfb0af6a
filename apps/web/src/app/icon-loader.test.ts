/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IconNames } from '@blueprintjs/icons';

/**
 * Icons missing from icon-loader.ts's list still show, but through Blueprint's loader of every
 * icon of a size (about 20 kB): this keeps the list in step with the icons the pages name.
 */
const src = path.resolve(__dirname, '..');
const blueprintIcons = new Set<string>(Object.values(IconNames));

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFolder(entry.name) ? componentFiles(full) : [];
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

function sourceFolder(name: string): boolean {
  return name !== 'gql' && name !== 'testing';
}

/** Quoted Blueprint icon names in icon props: icon="x", endIcon={open ? 'x' : 'y'}, icon: 'x'. */
function namedIcons(code: string): string[] {
  const props = [...code.matchAll(/(?:icon|Icon)\s*(?:=\s*(?:"[^"]*"|\{[^}]*\})|:\s*'[^']*')/g)];
  return props
    .flatMap((prop) => [...prop[0].matchAll(/["']([a-z0-9-]+)["']/g)].map((quoted) => quoted[1]!))
    .filter((name) => blueprintIcons.has(name));
}

function listedIcons(): string[] {
  const loader = readFileSync(path.join(__dirname, 'icon-loader.ts'), 'utf8');
  const list = /paths\/\{([^}]+)\}\.js/.exec(loader)?.[1];
  return list?.split(',') ?? [];
}

describe('the icons loaded one by one', () => {
  it('include every icon the pages name', () => {
    const named = new Set(componentFiles(src).flatMap((file) => namedIcons(readFileSync(file, 'utf8'))));
    const missing = [...named].filter((name) => !listedIcons().includes(name));
    expect(missing).toEqual([]);
  });

  it('are real Blueprint icons, listed once', () => {
    const listed = listedIcons();
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((name) => !blueprintIcons.has(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds the names in every way the pages write them', () => {
    const code = `<Icon icon="phone" /><Button endIcon={open ? 'chevron-up' : 'chevron-down'} />{ icon: 'edit' }`;
    expect(namedIcons(code)).toEqual(['phone', 'chevron-up', 'chevron-down', 'edit']);
  });
});
