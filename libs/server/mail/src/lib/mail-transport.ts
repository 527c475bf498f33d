import nodemailer from 'nodemailer';
import type { Db } from '@festival/server-db';
import { mailRepository } from './mail.repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a message goes once the mailer decides to deliver it; throws when delivery fails. */
export interface MailTransport {
  readonly kind: 'mailbox' | 'smtp';
  /**
   * Delivering writes the message into this database, in one statement: a delivery is then as
   * durable as the outbox row that would guard it, so `Mailer.send` delivers without one.
   */
  readonly storesInDatabase?: boolean;
  deliver(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded default: the message's parts are kept in the local mailbox table instead of
 * leaving the machine, as the dev page shows them. (Nodemailer's composition of a message that
 * nobody reads was dropped: it cost more than the rest of a delivery.)
 */
export function createMailboxTransport(db: Db): MailTransport {
  return {
    kind: 'mailbox',
    storesInDatabase: true,
    async deliver(message) {
      await mailRepository.insertMailbox(db, {
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      // Nothing to close: the database is the caller's.
    },
  };
}

/** Production: an SMTP server given as a URL, e.g. smtps://user:pass@smtp.example.org:465. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message) {
      // Data-URI images (a pass's QR code) go as inline cid: attachments, which every mail client shows.
      const info = await transporter.sendMail({ from, ...message, attachDataUrls: true });
      if (info.rejected.length > 0) throw new Error(`The SMTP server rejected ${info.rejected.length} recipient(s).`);
    },
    async close() {
      transporter.close();
    },
  };
}
