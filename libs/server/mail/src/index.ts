export * from './lib/mail.tables';
export {
  renderMail,
  renderVolunteerConfirmation,
  type VolunteerConfirmationParams,
  renderActivityMail,
  mailTexts,
  getTranslator,
  textLanguage,
  type ActivityTemplateName,
  type ActivityMailParams,
  type MailTemplateName,
  type CodeTemplateName,
  type RegistrationTemplateName,
  type RenderedMail,
  type MailLanguage,
} from './lib/mail-templates';
export {
  renderRegistrationConfirmation,
  renderAttendeeRegistered,
  renderRegistrationChanged,
  renderAttendeeLeft,
  formatEventDates,
  qrDataUri,
  type MailEvent,
  type RegistrationConfirmationParams,
  type AttendeeRegisteredParams,
  type RegistrationChangedParams,
  type AttendeeLeftParams,
  type RegistrationChange,
  type ChangeField,
  type ChangeValue,
} from './lib/registration-mails';
export {
  createMailboxTransport,
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './lib/mail-transport';
export {
  createMailer,
  type Mailer,
  type MailerOptions,
  type MailLogger,
  type PassClaims,
  type SendMailInput,
  type SendMailResult,
} from './lib/mailer';
export { loadMailConfig, createTransportFromConfig, type MailConfig } from './lib/mail-config';
export { mailboxRoutes, type MailboxRoutesOptions } from './lib/mailbox.routes';
export { listMailbox, listOutbox } from './lib/mailbox.service';
export { outboxInsertFromJson, mailRepository } from './lib/mail.repository';
export { createMailBudget, MAIL_BUDGET, type MailBudget, type MailBudgetOptions } from './lib/mail-budget';
