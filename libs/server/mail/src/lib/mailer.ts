import type { Db } from '@festival/server-db';
import {
  renderActivityMail,
  renderMail,
  type ActivityMailParams,
  type ActivityTemplateName,
  renderRegistrationStatus,
  renderVolunteerConfirmation,
  renderMediaConfirmation,
  renderVolunteerShifts,
  renderVolunteerStatus,
  type VolunteerShiftsParams,
  type CodeTemplateName,
  type RenderedMail,
} from './mail-templates';
import {
  renderAttendeeRegistered,
  renderRegistrationChanged,
  renderRegistrationConfirmation,
  renderAttendeeLeft,
  type AttendeeLeftParams,
  type AttendeeRegisteredParams,
  type RegistrationChangedParams,
  type RegistrationConfirmationParams,
} from './registration-mails';
import type { MailTransport } from './mail-transport';
import { type OutboxRow, mailRepository } from './mail.repository';

/** The minimum the mailer needs to report trouble; pino's logger fits. Never given a message body. */
export interface MailLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Whose places a registration email's check-in QR admits (the wallet pass's token). The mailer signs
 * it when it renders the message (MailerOptions.signPass), so the request that queues it does not.
 */
export interface PassClaims {
  registrationId: string;
  eventId: string;
  attendeeIds: string[];
}

export type SendMailInput =
  | {
      to: string;
      template: CodeTemplateName;
      code: string;
      language?: string;
      /**
       * The language of the site the request came from (the identity provider's codes): used when
       * the recipient has not chosen one yet, e.g. at sign-up, before any profile exists.
       */
      visitorLanguage?: string;
    }
  | ({ to: string; template: 'registration-confirmation'; language?: string; pass: PassClaims | null } & Omit<
      RegistrationConfirmationParams,
      'festivalName' | 'passToken'
    >)
  | ({ to: string; template: 'registration-attendee'; language?: string; pass: PassClaims | null } & Omit<
      AttendeeRegisteredParams,
      'festivalName' | 'passToken'
    >)
  | ({ to: string; template: 'registration-changed'; language?: string } & Omit<
      RegistrationChangedParams,
      'festivalName'
    >)
  | ({ to: string; template: 'registration-attendee-left'; language?: string } & Omit<
      AttendeeLeftParams,
      'festivalName'
    >)
  | { to: string; template: 'registration-status'; eventName: string; status: string; language?: string }
  | {
      to: string;
      template: 'volunteer-confirmation';
      eventName: string;
      status: string;
      shiftCount: number;
      language?: string;
    }
  | { to: string; template: 'media-confirmation'; eventName: string; language?: string }
  | { to: string; template: 'volunteer-status'; eventName: string; status: string; language?: string }
  | ({ to: string; template: 'volunteer-shifts'; language?: string } & Omit<VolunteerShiftsParams, 'festivalName'>)
  | ({ to: string; template: ActivityTemplateName; language?: string } & Omit<ActivityMailParams, 'festivalName'>);

export interface SendMailResult {
  /** The outbox row, when the message has one (not once a database-stored delivery took it at once). */
  id?: string;
  /** false when the first attempt failed and the message waits in the outbox for a retry. */
  delivered: boolean;
}

export interface Mailer {
  readonly transportKind: MailTransport['kind'];
  /**
   * Stores the message in the outbox, then tries to deliver it at once (a transport that stores in
   * the database delivers first, and uses the outbox only if that fails). Never throws on transport failure.
   */
  send(input: SendMailInput): Promise<SendMailResult>;
  /**
   * Stores the message in the outbox for the retry loop to deliver, without delivering it now:
   * for hot paths (an activity reservation) that must not wait on the mail server.
   */
  queue(input: SendMailInput): Promise<{ id: string }>;
  /** Messages were put in the outbox by another statement (outboxInsertFromJson): deliver them soon. */
  queued(): void;
  /** Delivers the messages whose retry time has come; returns how many were delivered. */
  processDue(limit?: number): Promise<number>;
  /** Starts the retry loop; `stop` ends it and waits for a pass in progress. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  festivalName: string;
  logger?: MailLogger;
  now?: () => Date;
  /** How long a delivery attempt may hold a message before another worker may retry it. */
  leaseMs?: number;
  /** Gives up (keeping the row, status failed) after this many attempts. */
  maxAttempts?: number;
  /** Delay before retry n (1-based). */
  retryDelayMs?: (attempt: number) => number;
  /** The recipient's own language (the one they chose on a site), for a message sent without one. */
  languageOf?: (email: string) => Promise<string | null>;
  /** Signs a registration email's check-in token (the wallet's key); without it those emails carry no QR. */
  signPass?: (claims: PassClaims) => Promise<string>;
}

/** A queued message's values as read back from the outbox (JSON): the event's dates are Dates again. */
function revive(input: SendMailInput): SendMailInput {
  if (!('event' in input) || !input.event) return input;
  const { startDate, endDate } = input.event;
  return { ...input, event: { ...input.event, startDate: new Date(startDate), endDate: new Date(endDate) } };
}

const defaultRetryDelay = (attempt: number) => Math.min(60 * 60_000, 15_000 * 2 ** (attempt - 1));
const silentLogger: MailLogger = { warn: () => undefined, error: () => undefined };

export function createMailer(options: MailerOptions): Mailer {
  const { db, transport, festivalName } = options;
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  /** The retry loop's period while it runs (start); undefined when stopped. */
  let loopMs: number | undefined;
  /** A message was queued while a pass ran: run another at once. */
  let queuedDuringPass = false;
  /** A pass is about to be scheduled (wake). */
  let soon = false;

  async function attempt(row: OutboxRow): Promise<boolean> {
    try {
      const mail = row.template ? await render(revive(row.template as SendMailInput)) : row;
      await transport.deliver({ to: row.recipient, subject: mail.subject, text: mail.text, html: mail.html });
      // Delivered: the body (which may hold a code) does not stay at rest in the outbox.
      await mailRepository.deleteOutbox(db, row.id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      await mailRepository.rescheduleOutbox(
        db,
        row.id,
        new Date(now().getTime() + retryDelayMs(row.attempts)),
        reason,
        giveUp,
      );
      const details = { mailId: row.id, attempts: row.attempts, transport: transport.kind, reason };
      if (giveUp) logger.error(details, 'mail delivery failed for good; the message stays in the outbox');
      else logger.warn(details, 'mail delivery failed; will retry');
      return false;
    }
  }

  async function processDue(limit = 20): Promise<number> {
    const rows = await mailRepository.claimDueOutbox(db, now(), new Date(now().getTime() + leaseMs), limit);
    let delivered = 0;
    for (const row of rows) if (await attempt(row)) delivered += 1;
    return delivered;
  }

  function schedule(delayMs: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The loop alone must not keep the process alive.
    timer.unref();
  }

  function tick() {
    timer = undefined;
    const limit = 20;
    running = processDue(limit)
      .catch((error: unknown) => {
        logger.error({ reason: (error as Error).message }, 'mail retry pass failed');
        return 0;
      })
      .then((delivered) => {
        running = undefined;
        const more = queuedDuringPass || delivered === limit;
        queuedDuringPass = false;
        if (loopMs !== undefined) schedule(more ? 0 : loopMs);
      });
  }

  /** A message was queued: while the loop runs, a pass starts at once (after the request's answer). */
  function wake() {
    if (loopMs === undefined) return;
    if (running) queuedDuringPass = true;
    else if (!soon) {
      soon = true;
      setImmediate(() => {
        soon = false;
        if (loopMs !== undefined && !running) schedule(0);
      }).unref();
    }
  }

  const passTokenOf = async (pass: PassClaims | null) => (pass && options.signPass ? options.signPass(pass) : null);

  async function render(input: SendMailInput): Promise<RenderedMail> {
    if (!input.language) {
      // The language the recipient chose (stored on their profile) first, else the site's they wrote from.
      const stored = options.languageOf ? await options.languageOf(input.to).catch(() => null) : null;
      const language = stored ?? ('visitorLanguage' in input ? input.visitorLanguage : undefined);
      if (language) input = { ...input, language };
    }
    switch (input.template) {
      case 'registration-confirmation': {
        const { to: _to, template: _template, language, pass, ...params } = input;
        return renderRegistrationConfirmation(
          { festivalName, ...params, passToken: await passTokenOf(pass) },
          language,
        );
      }
      case 'registration-attendee': {
        const { to: _to, template: _template, language, pass, ...params } = input;
        return renderAttendeeRegistered({ festivalName, ...params, passToken: await passTokenOf(pass) }, language);
      }
      case 'registration-changed': {
        const { to: _to, template: _template, language, ...params } = input;
        return renderRegistrationChanged({ festivalName, ...params }, language);
      }
      case 'registration-attendee-left': {
        const { to: _to, template: _template, language, ...params } = input;
        return renderAttendeeLeft({ festivalName, ...params }, language);
      }
      case 'registration-status':
        return renderRegistrationStatus(
          { festivalName, eventName: input.eventName, status: input.status },
          input.language,
        );
      case 'volunteer-confirmation':
        return renderVolunteerConfirmation(
          { festivalName, eventName: input.eventName, status: input.status, shiftCount: input.shiftCount },
          input.language,
        );
      case 'media-confirmation':
        return renderMediaConfirmation({ festivalName, eventName: input.eventName }, input.language);
      case 'volunteer-status':
        return renderVolunteerStatus(
          { festivalName, eventName: input.eventName, status: input.status },
          input.language,
        );
      case 'volunteer-shifts':
        return renderVolunteerShifts(
          { festivalName, eventName: input.eventName, shifts: input.shifts },
          input.language,
        );
      case 'sign-up-code':
      case 'forgot-password-code':
      case 'sign-in-code':
        return renderMail(input.template, { festivalName, code: input.code }, input.language);
      default: {
        const { to: _to, template, language, ...params } = input;
        return renderActivityMail(template, { festivalName, ...params }, language);
      }
    }
  }

  return {
    transportKind: transport.kind,
    async queue(input) {
      // Due at once, and rendered by the pass that delivers it: the caller pays for one insert.
      const row = await mailRepository.insertOutbox(
        db,
        { recipient: input.to.trim(), subject: '', text: '', html: '', template: input },
        now(),
      );
      wake();
      return { id: row.id };
    },
    queued: wake,
    async send(input) {
      const rendered = await render(input);
      const recipient = input.to.trim();
      if (transport.storesInDatabase) {
        // The delivery is itself a row of this database: no outbox row to write and delete around it.
        // Should it fail, the message takes the outbox's way below (another try, then the retry loop).
        const delivered = await transport.deliver({ to: recipient, ...rendered }).then(
          () => true,
          () => false,
        );
        if (delivered) return { delivered };
      }
      const row = await mailRepository.insertOutbox(
        db,
        { recipient, ...rendered },
        new Date(now().getTime() + leaseMs),
      );
      return { id: row.id, delivered: await attempt(row) };
    },
    processDue,
    start(intervalMs = 5_000) {
      if (loopMs !== undefined) return;
      loopMs = intervalMs;
      schedule(intervalMs);
    },
    async stop() {
      loopMs = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    async close() {
      await this.stop();
      await transport.close();
    },
  };
}
