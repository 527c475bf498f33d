import type { Db } from '@festival/server-db';
import { createPayments, createSandboxGateway, type GatewayCharge } from '@festival/server-payments';

/** What a test may see of a charge sent to the gateway (never the card). */
export type SentCharge = Pick<GatewayCharge, 'reference' | 'amountCents' | 'description'>;

/**
 * The real payments module over the real sandbox gateway (its documented test cards decide:
 * README "Sandbox test cards"), quiet, with a list of the charges the gateway was sent, for
 * tests of modules that take payments. In process and without network, so as fast as a fake.
 */
export function sandboxPayments(db: Db) {
  const gateway = createSandboxGateway();
  const sent: SentCharge[] = [];
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const payments = createPayments({
    db,
    logger: quiet,
    gateway: {
      ...gateway,
      charge(charge) {
        sent.push({ reference: charge.reference, amountCents: charge.amountCents, description: charge.description });
        return gateway.charge(charge);
      },
    },
  });
  return Object.assign(payments, { sent, gateway });
}

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
