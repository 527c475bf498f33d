import { createHash } from 'node:crypto';
import type { Db } from '@festival/server-db';
import { mailRepository } from './mail.repository';

/**
 * How much mail one account may cause to be sent to other people (an additional attendee's
 * "you are registered" notice) in a rolling day, and how often one address may receive such a
 * notice. A lead who registers their family or a delegation fits well inside (an event takes 10
 * attendees per registration by default, so two full registrations); a script that lists
 * hundreds of made-up attendees reaches its limit after 20 messages, and no address gets more
 * than one a day however many accounts list it. Codes the identity provider sends (sign-up,
 * sign-in, password) are not counted here: they keep their own limits.
 */
export const MAIL_BUDGET = {
  /** Notices to others one account may cause per day (one address receives at most one a day). */
  perAccount: 20,
  windowMs: 24 * 60 * 60_000,
} as const;

export interface MailBudget {
  /**
   * Of these recipients, those that `accountId` may write to now, in the order given: each is
   * taken from the recipient's daily allowance and from the account's. The rest are not to be
   * sent (the caller skips them; it does not refuse the action that caused them).
   */
  take(accountId: string, recipients: readonly string[]): Promise<string[]>;
}

export interface MailBudgetOptions {
  perAccount?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * The budget's counters live in the API's rate-counter table (`api_rate_counters`), so every
 * replica counts against the same budget. Their keys start with `mail-` and their windows are
 * times in milliseconds (when the allowance renews), far above the request limiter's window
 * numbers, so its sweep never removes them; the budget sweeps its own once per window.
 * Recipients are kept as a hash of the address: the counters need to recognise an address, not
 * to hold it.
 */
export function createMailBudget(db: Db, options: MailBudgetOptions = {}): MailBudget {
  const perAccount = options.perAccount ?? MAIL_BUDGET.perAccount;
  const windowMs = options.windowMs ?? MAIL_BUDGET.windowMs;
  const now = options.now ?? Date.now;
  let sweptAt = 0;
  return {
    async take(accountId, recipients) {
      const time = now();
      if (time - sweptAt >= windowMs) {
        sweptAt = time;
        await mailRepository.sweepBudget(db, time).catch(() => undefined);
      }
      const keyOf = new Map<string, string>();
      for (const recipient of recipients) {
        const address = recipient.trim().toLowerCase();
        if (address && !keyOf.has(address)) keyOf.set(address, recipientKey(address));
      }
      if (keyOf.size === 0) return [];
      const until = time + windowMs;
      // The recipient's allowance first: an address already told today costs the account nothing.
      const fresh = await mailRepository.claimRecipients(db, [...keyOf.values()], time, until);
      const claimed = [...keyOf].filter(([, key]) => fresh.has(key));
      if (claimed.length === 0) return [];
      const total = await mailRepository.addToAccount(db, accountKey(accountId), claimed.length, time, until);
      const allowed = Math.max(0, Math.min(claimed.length, perAccount - (total - claimed.length)));
      // Over the account's budget: the addresses not written to get their allowance back.
      const unsent = claimed.slice(allowed).map(([, key]) => key);
      if (unsent.length) await mailRepository.releaseRecipients(db, unsent, until);
      const sent = new Set(claimed.slice(0, allowed).map(([address]) => address));
      return recipients.filter((r) => sent.delete(r.trim().toLowerCase()));
    },
  };
}

const recipientKey = (address: string) => `mail-to:${createHash('sha256').update(address).digest('hex')}`;
const accountKey = (accountId: string) => `mail-from:${accountId.toLowerCase()}`;
