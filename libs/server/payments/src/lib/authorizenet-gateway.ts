import {
  GatewayTimeoutError,
  GatewayUnavailableError,
  type GatewayCharge,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway';

export const AUTHORIZENET_SANDBOX_ENDPOINT = 'https://apitest.authorize.net/xml/v1/request.api';

export interface AuthorizeNetOptions {
  apiLoginId: string;
  transactionKey: string;
  endpoint: string;
  /** How long to wait for an answer before the charge is left to reconciliation. */
  timeoutMs: number;
  /** Seconds in which Authorize.net refuses a second identical charge (its duplicateWindow). */
  duplicateWindowSeconds?: number;
}

type Json = Record<string, unknown>;
interface AnetMessages {
  resultCode?: 'Ok' | 'Error';
  message?: { code?: string; text?: string }[];
}
interface AnetTransactionResponse {
  responseCode?: string;
  transId?: string;
  messages?: { code?: string; description?: string }[];
  errors?: { errorCode?: string; errorText?: string }[];
}

const FAILED_MESSAGE = 'The payment could not be processed. Please try again later.';
/** Authorize.net's field limits (its API reference): longer values are refused, so they are cut. */
const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : undefined);

/** Ok-or-error statuses of getUnsettledTransactionList's transactionStatus. */
const APPROVED_STATUSES = new Set([
  'authorizedPendingCapture',
  'capturedPendingSettlement',
  'settledSuccessfully',
  'FDSPendingReview',
  'FDSAuthorizedPendingReview',
]);
const DECLINED_STATUSES = new Set(['declined']);

/**
 * Authorize.net's JSON API (one endpoint; the request's only key names the call). Its JSON is
 * converted from its XML schema, so the order of the keys matters and is kept as documented.
 */
export function createAuthorizeNetGateway(options: AuthorizeNetOptions): PaymentGateway {
  const merchantAuthentication = { name: options.apiLoginId, transactionKey: options.transactionKey };

  async function call(request: Json): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error & { cause?: { code?: string } }).cause?.code;
      if (reason === 'ECONNREFUSED' || reason === 'ENOTFOUND' || reason === 'EAI_AGAIN')
        throw new GatewayUnavailableError(`Authorize.net could not be reached (${reason})`);
      throw new GatewayTimeoutError(`Authorize.net did not answer: ${(error as Error).name}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new GatewayTimeoutError(`Authorize.net's answer was cut off: ${(error as Error).name}`);
    }
    // Its JSON answers begin with a byte order mark, which JSON.parse refuses.
    try {
      return JSON.parse(text.replace(/^\uFEFF/, '')) as Json;
    } catch {
      throw new GatewayTimeoutError(`Authorize.net answered ${response.status} with no JSON`);
    }
  }

  function resultOf(answer: Json): GatewayResult {
    const tx = answer['transactionResponse'] as AnetTransactionResponse | undefined;
    const messages = answer['messages'] as AnetMessages | undefined;
    const transactionId = tx?.transId && tx.transId !== '0' ? tx.transId : null;
    const errorText = tx?.errors?.[0]?.errorText;
    if (tx?.responseCode === '1' && transactionId) return { status: 'APPROVED', transactionId };
    if (tx?.responseCode === '2' || tx?.responseCode === '4')
      return { status: 'DECLINED', transactionId, message: errorText ?? 'This transaction has been declined.' };
    if (tx?.responseCode === '3') return { status: 'FAILED', transactionId, message: errorText ?? FAILED_MESSAGE };
    // No transaction at all: the request itself was refused (e.g. E00007 bad credentials). Its
    // text is for the operator's log; the payer gets the generic message.
    const code = messages?.message?.[0]?.code;
    throw new GatewayUnavailableError(
      `Authorize.net refused the request (${code ?? 'no code'}: ${messages?.message?.[0]?.text ?? 'no text'})`,
    );
  }

  return {
    name: 'authorizenet',
    async charge(charge: GatewayCharge) {
      const { card, billing } = charge;
      const answer = await call({
        createTransactionRequest: {
          merchantAuthentication,
          refId: charge.reference,
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: (charge.amountCents / 100).toFixed(2),
            payment: {
              creditCard: { cardNumber: card.number, expirationDate: card.expirationDate, cardCode: card.code },
            },
            order: { invoiceNumber: charge.reference, description: cut(charge.description, 255) },
            customer: billing.email ? { email: cut(billing.email, 255) } : undefined,
            billTo: {
              firstName: cut(billing.firstName, 50),
              lastName: cut(billing.lastName, 50),
              address: cut(billing.address, 60),
              city: cut(billing.city, 40),
              state: cut(billing.state, 40),
              zip: cut(billing.zipCode, 20),
              country: cut(billing.countryId, 60),
              phoneNumber: cut(billing.phone, 25),
            },
            transactionSettings: {
              setting: [
                { settingName: 'duplicateWindow', settingValue: String(options.duplicateWindowSeconds ?? 600) },
              ],
            },
          },
        },
      });
      return resultOf(answer);
    },
    async voidCharge(reference, transactionId) {
      const answer = await call({
        createTransactionRequest: {
          merchantAuthentication,
          refId: reference,
          transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
        },
      });
      const tx = answer['transactionResponse'] as AnetTransactionResponse | undefined;
      if (tx?.responseCode === '1') return;
      const messages = answer['messages'] as AnetMessages | undefined;
      const reason = tx?.errors?.[0]
        ? `${tx.errors[0].errorCode ?? 'no code'}: ${tx.errors[0].errorText ?? 'no text'}`
        : `${messages?.message?.[0]?.code ?? 'no code'}: ${messages?.message?.[0]?.text ?? 'no text'}`;
      throw new GatewayUnavailableError(`Authorize.net refused to void transaction ${transactionId} (${reason})`);
    },
    async lookup(reference) {
      const answer = await call({
        getUnsettledTransactionListRequest: {
          merchantAuthentication,
          sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
          paging: { limit: '1000', offset: '1' },
        },
      });
      const messages = answer['messages'] as AnetMessages | undefined;
      if (messages?.resultCode !== 'Ok')
        throw new GatewayUnavailableError(
          `Authorize.net refused the lookup (${messages?.message?.[0]?.code ?? 'no code'})`,
        );
      const found = ((answer['transactions'] as Json[] | undefined) ?? []).find(
        (t) => t['invoiceNumber'] === reference,
      );
      if (!found) return null;
      const status = String(found['transactionStatus']);
      const transactionId = String(found['transId']);
      if (APPROVED_STATUSES.has(status)) return { status: 'APPROVED', transactionId };
      if (DECLINED_STATUSES.has(status))
        return { status: 'DECLINED', transactionId, message: 'This transaction has been declined.' };
      return { status: 'FAILED', transactionId, message: FAILED_MESSAGE };
    },
  };
}
