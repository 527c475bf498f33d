import { AUTHORIZENET_SANDBOX_ENDPOINT, createAuthorizeNetGateway } from './authorizenet-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';

/** Which gateway charges cards: PAYMENT_GATEWAY=sandbox (default) or authorizenet with its keys. */
export type PaymentsConfig =
  | { gateway: 'sandbox' }
  | {
      gateway: 'authorizenet';
      apiLoginId: string;
      transactionKey: string;
      endpoint: string;
      timeoutMs: number;
    };

/** A payment setting that cannot work (apps/api turns it into its ConfigError). */
export class PaymentsConfigError extends Error {
  override name = 'PaymentsConfigError';
}

const GATEWAYS = ['sandbox', 'authorizenet'];

/** PAYMENT_GATEWAY, AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY, AUTHORIZENET_ENDPOINT, PAYMENT_TIMEOUT_MS. */
export function loadPaymentsConfig(env: Record<string, string | undefined>): PaymentsConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const gateway = value('PAYMENT_GATEWAY')?.toLowerCase() ?? 'sandbox';
  if (!GATEWAYS.includes(gateway))
    throw new PaymentsConfigError(`PAYMENT_GATEWAY must be one of ${GATEWAYS.join(', ')} (it is "${gateway}").`);
  if (gateway === 'sandbox') return { gateway: 'sandbox' };
  const apiLoginId = value('AUTHORIZENET_API_LOGIN_ID');
  const transactionKey = value('AUTHORIZENET_TRANSACTION_KEY');
  if (!apiLoginId || !transactionKey)
    throw new PaymentsConfigError(
      'PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY (from the Authorize.net merchant interface).',
    );
  const endpoint = value('AUTHORIZENET_ENDPOINT') ?? AUTHORIZENET_SANDBOX_ENDPOINT;
  let protocol: string;
  try {
    protocol = new URL(endpoint).protocol;
  } catch {
    throw new PaymentsConfigError(`AUTHORIZENET_ENDPOINT is not a valid URL (it is "${endpoint}").`);
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new PaymentsConfigError('AUTHORIZENET_ENDPOINT must start with https://');
  const timeout = value('PAYMENT_TIMEOUT_MS') ?? '30000';
  if (!/^\d+$/.test(timeout) || Number(timeout) < 1000 || Number(timeout) > 120_000)
    throw new PaymentsConfigError(
      `PAYMENT_TIMEOUT_MS must be a whole number from 1000 to 120000 (it is "${timeout}").`,
    );
  return { gateway: 'authorizenet', apiLoginId, transactionKey, endpoint, timeoutMs: Number(timeout) };
}

export function createGateway(config: PaymentsConfig): PaymentGateway {
  return config.gateway === 'sandbox' ? createSandboxGateway() : createAuthorizeNetGateway(config);
}
