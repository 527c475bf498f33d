import Fastify from 'fastify';
import { loggerOptions, redactUrl } from './logging';

describe('what a log line may hold', () => {
  it.each([
    ['/files/download?token=abc.def', '/files/download?token=[redacted]'],
    ['/check?delegationKey=FESTPAC&type=DELEGATE', '/check?delegationKey=[redacted]&type=DELEGATE'],
    [
      '/f?X-Amz-Signature=1&X-Amz-Credential=2&X-Amz-Expires=600',
      '/f?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Expires=600',
    ],
    ['/events?search=hula&take=10', '/events?search=hula&take=10'],
    ['/plain', '/plain'],
    [
      '/api-svc/v1/wallet-service/v1/devices/0a1b2c3d4e5f/registrations/pass.x?passesUpdatedSince=1',
      '/api-svc/v1/wallet-service/v1/devices/[redacted]/registrations/pass.x?passesUpdatedSince=1',
    ],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("never writes a failed query's parameters", async () => {
    const lines: string[] = [];
    const app = Fastify(loggerOptions('info', { write: (line) => lines.push(line) }));
    const failure = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: ann@example.org'),
      { params: ['ann@example.org'] },
    );
    app.log.error({ err: new Error('wrapped', { cause: failure }) }, 'request failed');
    app.log.error({ err: failure }, 'request failed');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('Failed query: select * from users where email = $1');
    expect(log).not.toContain('ann@example.org');
  });
});
