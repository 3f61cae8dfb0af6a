import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from './request-log';

const logged = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.use(requestLog(logger));
  app.get('/health', (_req, res) => res.send('ok'));
  app.get('/broken', (_req, res) => res.status(500).send('no'));
  app.use('/api', (_req, res) => res.json({ ok: true }));
  return { app, lines };
};

describe('the request log', () => {
  it('writes one line a request: its number, method, path and status, and how long it took', async () => {
    const { app, lines } = logged();
    await request(app).post('/api/things?secret=1').send({}).expect(200);
    await request(app).post('/api').send({}).expect(200);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 1, method: 'POST', url: '/api/things?…' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({ req: { id: 2, method: 'POST', url: '/api' } }),
    ]);
  });

  it("logs a server's failure as an error, and leaves the probes out", async () => {
    const { app, lines } = logged();
    await request(app).get('/health').expect(200);
    await request(app).get('/broken').expect(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        res: { statusCode: 500 },
        err: expect.objectContaining({ message: 'failed with status code 500' }),
      }),
    ]);
  });
});
