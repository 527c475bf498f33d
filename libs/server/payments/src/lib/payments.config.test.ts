import { AUTHORIZENET_SANDBOX_ENDPOINT } from './authorizenet-gateway';
import { createGateway, loadPaymentsConfig, PaymentsConfigError } from './payments.config';

describe('loadPaymentsConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadPaymentsConfig({})).toEqual({ gateway: 'sandbox' });
    expect(createGateway(loadPaymentsConfig({})).name).toBe('sandbox');
  });

  it('reads the Authorize.net keys, with its sandbox endpoint by default', () => {
    const config = loadPaymentsConfig({
      PAYMENT_GATEWAY: 'authorizenet',
      AUTHORIZENET_API_LOGIN_ID: 'id',
      AUTHORIZENET_TRANSACTION_KEY: 'key',
    });
    expect(config).toEqual({
      gateway: 'authorizenet',
      apiLoginId: 'id',
      transactionKey: 'key',
      endpoint: AUTHORIZENET_SANDBOX_ENDPOINT,
      timeoutMs: 30_000,
    });
    expect(createGateway(config).name).toBe('authorizenet');
  });

  it.each([
    [{ PAYMENT_GATEWAY: 'stripe' }, /PAYMENT_GATEWAY must be one of sandbox, authorizenet/],
    [{ PAYMENT_GATEWAY: 'authorizenet' }, /needs AUTHORIZENET_API_LOGIN_ID/],
    [
      {
        PAYMENT_GATEWAY: 'authorizenet',
        AUTHORIZENET_API_LOGIN_ID: 'a',
        AUTHORIZENET_TRANSACTION_KEY: 'b',
        AUTHORIZENET_ENDPOINT: 'nope',
      },
      /AUTHORIZENET_ENDPOINT/,
    ],
    [
      {
        PAYMENT_GATEWAY: 'authorizenet',
        AUTHORIZENET_API_LOGIN_ID: 'a',
        AUTHORIZENET_TRANSACTION_KEY: 'b',
        PAYMENT_TIMEOUT_MS: '5',
      },
      /PAYMENT_TIMEOUT_MS/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadPaymentsConfig(env)).toThrow(PaymentsConfigError);
    expect(() => loadPaymentsConfig(env)).toThrow(message);
  });
});
