export * from './lib/mail.tables';
export {
  renderMail,
  renderRegistrationConfirmation,
  renderVolunteerConfirmation,
  type VolunteerConfirmationParams,
  renderActivityMail,
  mailTexts,
  type ActivityTemplateName,
  type ActivityMailParams,
  type MailTemplateName,
  type CodeTemplateName,
  type RegistrationConfirmationParams,
  type RenderedMail,
  type MailLanguage,
} from './lib/mail-templates';
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
  type SendMailInput,
  type SendMailResult,
} from './lib/mailer';
export { loadMailConfig, createTransportFromConfig, type MailConfig } from './lib/mail-config';
export { mailboxRoutes, type MailboxRoutesOptions } from './lib/mailbox.routes';
export { listMailbox, listOutbox } from './lib/mailbox.service';
