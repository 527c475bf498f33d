import type { Db } from '@festival/server-db';
import { DEFAULT_FESTIVAL_NAME } from '@festival/shared-util-api-contracts';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from './mail-transport';

export interface MailConfig {
  /** SMTP_URL; absent on the embedded default, where mail goes to the local mailbox. */
  smtpUrl?: string;
  from: string;
  festivalName: string;
  /** The dev mailbox is served only on the embedded default and never in production mode. */
  devMailboxEnabled: boolean;
}

export function loadMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const smtpUrl = env['SMTP_URL']?.trim() || undefined;
  const festivalName = env['FESTIVAL_NAME']?.trim() || DEFAULT_FESTIVAL_NAME;
  return {
    smtpUrl,
    from: env['MAIL_FROM']?.trim() || `${festivalName} <no-reply@festival.localhost>`,
    festivalName,
    devMailboxEnabled: !smtpUrl && env['NODE_ENV'] !== 'production',
  };
}

export function createTransportFromConfig(db: Db, config: MailConfig): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.from) : createMailboxTransport(db);
}
