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
  deliver(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded default: nodemailer builds the message as it would for SMTP, and the result is
 * kept in the local mailbox table instead of leaving the machine.
 */
export function createMailboxTransport(db: Db, from: string): MailTransport {
  const composer = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'mailbox',
    async deliver(message) {
      await composer.sendMail({ from, ...message, attachDataUrls: true });
      await mailRepository.insertMailbox(db, {
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      composer.close();
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
