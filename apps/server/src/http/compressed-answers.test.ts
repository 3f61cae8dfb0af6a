import express from 'express';
import request from 'supertest';
import { compressedAnswers } from './compressed-answers';

const large = { rows: Array.from({ length: 100 }, (_, row) => ({ row, vehicle: 'Toyota Corolla Ascent' })) };

function app() {
  const served = express();
  served.use(compressedAnswers());
  served.post('/graphql', (req, res) => {
    if (req.query.large !== undefined) res.json(large);
    else res.json({ data: { __typename: 'Query' } });
  });
  served.post('/graphql/parts', (_req, res) => {
    res.type('json');
    res.write('{"rows":[');
    res.end(`${large.rows.map((row) => JSON.stringify(row)).join(',')}]}`);
  });
  served.get('/page', (_req, res) => res.type('html').send(`<p>${'a lease '.repeat(400)}</p>`));
  return served;
}

describe("the portal's compression", () => {
  it('compresses a large API answer, and sends a small one as it is, as compression would', async () => {
    const big = await request(app()).post('/graphql?large').set('Accept-Encoding', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toBe('Accept-Encoding');
    expect(big.body).toEqual(large);

    const small = await request(app()).post('/graphql').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses an API answer written in parts, and every other large answer', async () => {
    const parts = await request(app()).post('/graphql/parts').set('Accept-Encoding', 'br').expect(200);
    expect(parts.headers['content-encoding']).toBe('br');
    expect(parts.body).toEqual(large);

    const page = await request(app()).get('/page').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('a lease a lease');
  });

  it('sends every answer as it is to a client that accepts no encoding', async () => {
    const big = await request(app()).post('/graphql?large').set('Accept-Encoding', '').expect(200);
    expect(big.headers['content-encoding']).toBeUndefined();
    expect(big.body).toEqual(large);
    const page = await request(app()).get('/page').set('Accept-Encoding', '').expect(200);
    expect(page.headers['content-encoding']).toBeUndefined();
  });
});
