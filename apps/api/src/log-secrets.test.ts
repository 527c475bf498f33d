import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { listMailbox } from '@festival/server-mail';
import { TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient } from './test-idp-client';

const API = '/api-svc/v1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('secrets never reach the log', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'festival-log-secrets-')),
      FILES_SIGNING_SECRET: 'a-signing-secret-of-at-least-32-characters!',
    });
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('a journey through the API leaves no password, code, token, signed link or key in the log', async () => {
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const idp = testIdpClient(baseUrl, database.db, {
      userPoolId: 'local_Festival01',
      clientId: 'festivalportallocal',
    });
    const user = await idp.newSignedInUser();
    const bearer = { authorization: `Bearer ${user.idToken}` };
    expect((await app.inject({ url: `${API}/me`, headers: bearer })).statusCode).toBe(200);

    const presigned = await app.inject({
      url: `${API}/files/presigned-upload-url`,
      query: { fileName: 'me.png', contentType: 'image/png', type: 'avatars' },
      headers: bearer,
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url: uploadUrl, filePath } = presigned.json().data as { url: string; filePath: string };
    const upload = new URL(uploadUrl);
    const put = await fetch(`${baseUrl}${upload.pathname}${upload.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    const download = new URL(
      (await app.inject({ url: `${API}/files/presigned-download-url`, query: { filePath }, headers: bearer })).json()
        .data.url as string,
    );
    expect((await fetch(`${baseUrl}${download.pathname}${download.search}`)).status).toBe(200);
    const delegationKey = `KEY-${randomUUID()}`;
    await fetch(
      `${baseUrl}${API}/registrations/event/${randomUUID()}/check?delegationKey=${delegationKey}&type=DELEGATE`,
      {
        headers: bearer,
      },
    );

    const codes = (await listMailbox(database.db, user.email, 10)).map((mail) => mail.text.match(/\b\d{6}\b/)?.[0]);
    const secrets = {
      password: TEST_PASSWORD,
      idToken: user.idToken,
      refreshToken: user.refreshToken,
      uploadToken: upload.searchParams.get('token'),
      downloadToken: download.searchParams.get('token'),
      delegationKey,
      ...Object.fromEntries(codes.map((code, index) => [`code${index}`, code])),
    };
    const log = lines.join('');
    expect(log).toContain('"url":"/api-svc/v1/files/download?token=[redacted]"');
    expect(log).toContain('delegationKey=[redacted]&type=DELEGATE');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret, name).toBeTruthy();
      expect(log.includes(String(secret)), `${name} is in the log`).toBe(false);
    }
  }, 60_000);
});
