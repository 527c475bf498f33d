import type { MailboxMessage } from '@festival/shared-util-api-contracts';
import { portalPort } from './portal-server';

/** The embedded mailbox (DESIGN.md §6), newest first; waits until a message arrives. */
export async function waitForMail(
  to: string,
  options: { after?: Date; timeoutMs?: number; /** A portal of the spec's own (launchPortal). */ port?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const port = options.port ?? portalPort();
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const messages = (await response.json()) as MailboxMessage[];
      const fresh = messages.find((message) => !options.after || new Date(message.sentAt) > options.after);
      if (fresh) return fresh;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail for ${to} arrived in time.`);
}

/** The first six-digit code in a message. */
export function codeIn(message: MailboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${message.subject}".`);
  return code;
}
