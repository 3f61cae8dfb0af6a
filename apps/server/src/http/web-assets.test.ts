import express from 'express';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { PAGE_MODULES_FILE, pageModuleLinks, webAssets } from './web-assets';

const script = 'export const answer = 42;\n'.repeat(50);
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  writeFileSync(path.join(dist, 'assets/index-Ab12.js'), script);
  writeFileSync(path.join(dist, 'assets/index-Ab12.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-Ab12.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/page-Cd34.js'), script);
  writeFileSync(path.join(dist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dist, PAGE_MODULES_FILE),
    JSON.stringify({ '/calculator/results': ['/assets/page-Cd34.js', '/assets/blueprint-Ef56.js'] }),
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = () => express().use(webAssets(dist));

describe("the web app's files", () => {
  it('send a script as the brotli file the build wrote, when the browser takes brotli', async () => {
    const res = await request(app())
      .get('/assets/index-Ab12.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The client decodes it; the length on the wire is the build's file.
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.text).toBe(script);
  });

  it('send the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await request(app())
      .get('/assets/index-Ab12.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipSync(script).length);
    expect(gzipped.text).toBe(script);

    const plain = await request(app()).get('/assets/index-Ab12.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('send a script the build did not compress as it is', async () => {
    const res = await request(app()).get('/assets/page-Cd34.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('may be cached for a year without revalidation when their names carry a hash', async () => {
    for (const [file, encoding] of [
      ['/assets/index-Ab12.js', 'br'],
      ['/assets/page-Cd34.js', 'identity'],
    ]) {
      const res = await request(app()).get(file!).set('Accept-Encoding', encoding!).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keep other files for an hour only, as their names do not change with their content', async () => {
    const res = await request(app()).get('/images/logo.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answer a compressed file outside the assets folder', async () => {
    await request(app()).get('/assets/..%2Findex-Ab12.js').set('Accept-Encoding', 'br').expect(404);
    await request(app()).get('/assets/missing.js').set('Accept-Encoding', 'br').expect(404);
  });
});

describe("a page's own scripts", () => {
  // Stands in for the route that answers every page with index.html.
  const pages = () => app().get(/.*/, (_req, res) => res.type('html').send('<!doctype html>'));

  it('are named for modulepreload with the page, so they load beside the entry script', async () => {
    for (const address of ['/calculator/results?vehicleBodytype=SUV', '/calculator/results/']) {
      const res = await request(pages()).get(address).expect(200);
      expect(res.headers.link).toBe(
        '</assets/page-Cd34.js>; rel=modulepreload, </assets/blueprint-Ef56.js>; rel=modulepreload',
      );
    }
  });

  it("are not named with another page, nor with the page's files", async () => {
    expect((await request(pages()).get('/calculator').expect(200)).headers.link).toBeUndefined();
    const script = await request(pages()).get('/assets/index-Ab12.js').expect(200);
    expect(script.headers.link).toBeUndefined();
  });

  it('are none when the build wrote no list, or one that names anything but its own assets', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'web-assets-'));
    try {
      expect(pageModuleLinks(elsewhere).size).toBe(0);
      writeFileSync(
        path.join(elsewhere, PAGE_MODULES_FILE),
        JSON.stringify({ '/a': ['https://elsewhere.example/x.js'], '/b': 'x', '/c': ['/assets/c-1.js'] }),
      );
      expect([...pageModuleLinks(elsewhere).keys()]).toEqual(['/c']);
      writeFileSync(path.join(elsewhere, PAGE_MODULES_FILE), '{"/a":');
      expect(pageModuleLinks(elsewhere).size).toBe(0);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
