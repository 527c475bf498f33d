import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { buildApp } from './app';
import { makeSitesDir, testConfig } from './test-app';

const HOST = { host: 'user.localhost:8080' };

describe('compression', () => {
  let database: Database;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('festival '.repeat(2000))});`;

  beforeAll(async () => {
    database = await openTestDatabase();
    const sites = makeSitesDir(['attendee']);
    const asset = join(sites, 'attendee', 'assets', 'app-Dk3j9aQ1.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    app = await buildApp({ config: testConfig({ SITES_DIR: sites }), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with Content-Encoding and Vary', async () => {
    const url = '/assets/app-Dk3j9aQ1.js';
    const br = await app.inject({ url, headers: { ...HOST, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ url, headers: { ...HOST, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url, headers: HOST });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('gives files without a hash an ETag, answered 304 when unchanged', async () => {
    const first = await app.inject({ url: '/robots.txt', headers: HOST });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await app.inject({ url: '/robots.txt', headers: { ...HOST, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses API JSON above 4 KB, and leaves small answers alone', async () => {
    const large = await app.inject({ url: '/api-svc/v1/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  // Decompression is left off GET and HEAD routes only (app.ts): a route that reads a body still gets it inflated.
  it('reads a gzip-compressed request body', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/translation-svc/v1/translations',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ keys: 'not a list' })),
    });
    expect(sent.statusCode).toBe(400);
    // The body was read as JSON: the answer names its field.
    expect(sent.json().errors).toEqual([{ field: 'body.keys', message: 'must be array' }]);
  });
});
