import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/festival');
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: '/srv/festival/.data',
      databaseUrl: null,
      databasePoolSize: 10,
      sitesDir: join('/srv/festival', 'dist', 'apps'),
      production: false,
      logLevel: 'info',
      festivalSiteUrl: null,
      multiLanguage: false,
      identity: { userPoolId: 'local_Festival01', clientId: 'festivalportallocal', region: 'local', endpoint: null },
      rateLimitPerMinute: 1000,
      registrationWritesPerHour: 30,
      publicReadCacheSeconds: 5,
      bodyLimitBytes: 1_048_576,
    });
  });

  it('reads the mail and embedded idp settings too; a Cognito pool has no idp', () => {
    const config = loadConfig({ PORT: '9090', FESTIVAL_NAME: 'Aloha Fest', ALTCHA_COST: '3' }, '/x');
    expect(config.mail).toMatchObject({ festivalName: 'Aloha Fest', devMailboxEnabled: true });
    expect(config.idp).toMatchObject({
      userPoolId: 'local_Festival01',
      clientId: 'festivalportallocal',
      publicBaseUrl: 'http://localhost:9090',
      captcha: { cost: 3, maxNumber: 2_000 },
    });
    expect(loadConfig({ COGNITO_USER_POOL_ID: 'us-west-2_AbC', COGNITO_CLIENT_ID: 'abc' }, '/x').idp).toBeNull();
  });

  it('takes every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/festival',
        DATABASE_URL: 'postgres://festival@db:5432/festival',
        SITES_DIR: 'web',
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.festival.example:587',
        PUBLIC_BASE_URL: 'https://festival.example',
        LOG_LEVEL: 'WARN',
        FESTIVAL_SITE_URL: 'https://festival.example/',
        MULTI_LANGUAGE: 'true',
        COGNITO_USER_POOL_ID: 'us-west-2_AbCdEf',
        COGNITO_CLIENT_ID: 'abc123',
        TRUST_PROXY: 'yes',
        RATE_LIMIT_PER_MINUTE: '0',
        DATABASE_POOL_SIZE: '40',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/var/lib/festival',
      databaseUrl: 'postgres://festival@db:5432/festival',
      databasePoolSize: 40,
      sitesDir: '/srv/web',
      production: true,
      logLevel: 'warn',
      festivalSiteUrl: 'https://festival.example/',
      multiLanguage: true,
      identity: { userPoolId: 'us-west-2_AbCdEf', clientId: 'abc123', region: 'us-west-2' },
      trustProxy: true,
      rateLimitPerMinute: 0,
    });
  });

  it('charges cards with the sandbox unless PAYMENT_GATEWAY=authorizenet and its keys are set', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ payments: { gateway: 'sandbox' }, seedPaidEvent: false });
    expect(
      loadConfig(
        {
          PAYMENT_GATEWAY: 'authorizenet',
          AUTHORIZENET_API_LOGIN_ID: 'login',
          AUTHORIZENET_TRANSACTION_KEY: 'key',
          AUTHORIZENET_ENDPOINT: 'https://api2.authorize.net/xml/v1/request.api',
          SEED_PAID_EVENT: 'true',
        },
        '/x',
      ),
    ).toMatchObject({
      payments: {
        gateway: 'authorizenet',
        apiLoginId: 'login',
        transactionKey: 'key',
        endpoint: 'https://api2.authorize.net/xml/v1/request.api',
        timeoutMs: 30_000,
      },
      seedPaidEvent: true,
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' }, '/x')).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 500/],
    [{ MULTI_LANGUAGE: 'maybe' }, /MULTI_LANGUAGE must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ FESTIVAL_SITE_URL: 'ftp://festival.example' }, /FESTIVAL_SITE_URL must start with https:\/\//],
    [{ COGNITO_USER_POOL_ID: 'us-west-2_AbCdEf' }, /COGNITO_USER_POOL_ID is set but COGNITO_CLIENT_ID is not/],
    [{ COGNITO_USER_POOL_ID: 'us-west-2_AbCdEf', COGNITO_CLIENT_ID: '  ' }, /COGNITO_CLIENT_ID is not/],
    [{ ADMIN_EMAIL: 'admin' }, /ADMIN_EMAIL is not an email address/],
    [{ WALLET_SIGNER_CERT: '/etc/pass.pem' }, /WALLET_SIGNER_CERT set but WALLET_SIGNER_KEY, WALLET_WWDR_CERT not/],
    [
      { ADMIN_PASSWORD: 'short1!' },
      /ADMIN_PASSWORD is refused \(Password did not conform with policy: Password not long enough\)/,
    ],
    [{ ADMIN_PASSWORD: 'alohafestival1!' }, /ADMIN_PASSWORD is refused .*uppercase/],
    [{ PAYMENT_GATEWAY: 'paypal' }, /PAYMENT_GATEWAY must be one of sandbox, authorizenet/],
    [{ PAYMENT_GATEWAY: 'authorizenet' }, /needs AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY/],
    [{ SEED_PAID_EVENT: 'sometimes' }, /SEED_PAID_EVENT must be true or false/],
  ])('refuses %o in one line', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrow(message);
  });

  describe('the seeded admin account', () => {
    it('uses the memorable demo password on the embedded default', () => {
      expect(loadConfig({}, '/x').admin).toEqual({
        email: 'admin@festival.localhost',
        password: 'Aloha!Festival2027',
        passwordSource: 'demo',
      });
    });

    it('takes ADMIN_EMAIL and ADMIN_PASSWORD', () => {
      expect(loadConfig({ ADMIN_EMAIL: 'ops@festival.example', ADMIN_PASSWORD: 'Mahalo#2027x' }, '/x').admin).toEqual({
        email: 'ops@festival.example',
        password: 'Mahalo#2027x',
        passwordSource: 'env',
      });
    });

    it('never uses the demo password in production: without ADMIN_PASSWORD it generates one within the policy', () => {
      const production = {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.festival.example',
        PUBLIC_BASE_URL: 'https://festival.example',
      };
      const first = loadConfig(production, '/x').admin;
      const second = loadConfig(production, '/x').admin;
      expect(first.passwordSource).toBe('generated');
      expect(first.password).not.toBe('Aloha!Festival2027');
      expect(first.password).not.toBe(second.password);
      expect(first.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{20,}$/);
    });
  });

  it('refuses the local mailbox in production unless allowed by name', () => {
    const base = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://festival.example' };
    expect(() => loadConfig(base, '/x')).toThrow(/NODE_ENV=production needs SMTP_URL/);
    const trial = loadConfig({ ...base, ALLOW_MAILBOX_IN_PRODUCTION: 'true' }, '/x');
    expect(trial.mail.smtpUrl).toBeUndefined();
    expect(trial.apiDocs).toBe(false);
    expect(loadConfig({ ...base, ALLOW_MAILBOX_IN_PRODUCTION: 'true', API_DOCS: 'true' }, '/x').apiDocs).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m' }, '/x')).toThrow(/needs PUBLIC_BASE_URL/);
    for (const address of ['http://127.0.0.1:8080', 'https://[::1]']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m', PUBLIC_BASE_URL: address }, '/x'),
      ).toThrow(/not an IP address/);
    }
    expect(loadConfig({}, '/x').production).toBe(false);
  });
});
