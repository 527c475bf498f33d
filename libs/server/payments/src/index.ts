export * from './lib/payments.tables';
export * from './lib/payments.types';
export { cardBrand, passesLuhn, lastFour, type CardBrand } from './lib/card';
export {
  GatewayTimeoutError,
  GatewayUnavailableError,
  DECLINED_MESSAGE,
  type GatewayCharge,
  type GatewayName,
  type GatewayResult,
  type PaymentGateway,
} from './lib/payment-gateway';
export {
  createSandboxGateway,
  SANDBOX_CARDS,
  INSUFFICIENT_FUNDS_MESSAGE,
  EXPIRED_CARD_MESSAGE,
} from './lib/sandbox-gateway';
export { createAuthorizeNetGateway, AUTHORIZENET_SANDBOX_ENDPOINT } from './lib/authorizenet-gateway';
export { createGateway, loadPaymentsConfig, PaymentsConfigError, type PaymentsConfig } from './lib/payments.config';
export {
  createPayments,
  assertAmount,
  receiptOf,
  INVALID_CARD_MESSAGE,
  KEY_REUSED_MESSAGE,
  KEY_SPENT_MESSAGE,
  refuseSpentKey,
  RECONCILE_AFTER_MS,
  VOIDED_MESSAGE,
  gatewayReference,
  type PaymentsDeps,
  type PaymentsLogger,
  type PaymentsService,
} from './lib/payments.service';
