import { escapeHtml, getTranslator, mailTexts, textLanguage, type RenderedMail } from './mail-templates';
import { qrPng } from './qr-png';

/** The main event as the emails show it; dates are read in its time zone (Pacific/Honolulu). */
export interface MailEvent {
  name: string;
  startDate: Date;
  endDate: Date;
  location: string;
  timeZone: string;
}

interface RegistrationMailBase {
  festivalName: string;
  event: MailEvent;
  /** The short reference the attendee quotes to the festival team (registrationReference). */
  reference: string;
  /** The registration's page on the attendee site. */
  link: string;
}

export interface RegistrationConfirmationParams extends RegistrationMailBase {
  status: string;
  attendeeNames: string[];
  /** The signed check-in token (the wallet pass's QR); null when the registration holds no place. */
  passToken: string | null;
}

/** `link` is the attendee site itself: the registration's page is its main attendee's. */
export interface AttendeeRegisteredParams extends RegistrationMailBase {
  /** The main attendee's name. */
  registeredBy: string;
  /** The attendee's own details as registered, in the order shown. */
  details: Array<{ field: ChangeField; value: ChangeValue }>;
  /** A check-in token for this attendee alone; null when they hold no place. */
  passToken: string | null;
}

type FieldTexts = (typeof mailTexts)['en']['fields'];
/** A field of a registration or of an attendee, as the "what changed" email names it. */
export type ChangeField = Exclude<keyof FieldTexts, 'yes' | 'no'>;
export type ChangeValue = string | boolean | readonly string[] | null;

/** One line of a "what changed" email. Values of `hidden` fields (a signature's file) are never shown. */
export type RegistrationChange =
  | { kind: 'added' | 'removed'; attendee: string }
  | { kind: 'changed'; attendee: string | null; field: ChangeField; before: ChangeValue; after: ChangeValue };

/** Fields whose values stay out of email: only the fact that they changed is told. */
const HIDDEN_FIELDS: ReadonlySet<ChangeField> = new Set(['signatureUrl']);

export interface RegistrationChangedParams extends RegistrationMailBase {
  changes: RegistrationChange[];
}

/** Sent to a registration's main attendee when one of its additional attendees registered on their own. */
export interface AttendeeLeftParams extends RegistrationMailBase {
  /** The name the attendee had on this registration. */
  attendee: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function translatorFor(language: string): Translate {
  return getTranslator().getFixedT(textLanguage(language), 'mail') as unknown as Translate;
}

/** "Jun 6 – 15, 2027" in the event's time zone. */
export function formatEventDates(event: MailEvent, language = 'en'): string {
  const format = new Intl.DateTimeFormat(language, {
    timeZone: event.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return format.formatRange(event.startDate, event.endDate);
}

/**
 * A PNG QR code as a data URI. The transports turn it into an inline (cid:) attachment when the
 * message is sent (nodemailer's attachDataUrls), so mail clients that block data URIs show it too.
 */
export function qrDataUri(token: string): Promise<string> {
  return Promise.resolve(`data:image/png;base64,${qrPng(token).toString('base64')}`);
}

interface Layout {
  language: string;
  festivalName: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** Key/value rows (already translated). */
  rows: Array<[string, string]>;
  /** Extra HTML and text blocks after the rows (lists). */
  blocks: Array<{ html: string; text: string }>;
  link: { label: string; href: string };
  /** The check-in code: the picture and its caption in HTML, where to find it in text. */
  qr: { uri: string; alt: string; caption: string; text: string } | null;
  outro: string;
  signature: string;
  automated: string;
}

const BUTTON_STYLE =
  'display:inline-block;background:#0b5563;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px';

/** The shared frame of the registration emails: one column, inline styles, readable from 320 px up. */
function layout(l: Layout): { text: string; html: string } {
  const width = Math.max(...l.rows.map(([label]) => label.length));
  const text = [
    l.heading,
    '',
    ...l.intro.flatMap((p) => [p, '']),
    ...l.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    '',
    ...l.blocks.flatMap((block) => [block.text, '']),
    `${l.link.label}: ${l.link.href}`,
    '',
    ...(l.qr ? [l.qr.text, ''] : []),
    l.outro,
    '',
    '--',
    l.signature,
    l.automated,
    '',
  ].join('\n');
  const cell = 'padding:6px 0;vertical-align:top;border-bottom:1px solid #e2e8f0';
  const html = [
    '<!doctype html>',
    `<html lang="${textLanguage(l.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(l.heading)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="background:#ffffff;border-radius:8px;padding:20px">',
    `<p style="margin:0 0 4px;font-size:14px;color:#4a5568">${escapeHtml(l.festivalName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(l.heading)}</h1>`,
    ...l.intro.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    '<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">',
    ...l.rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};text-align:left;font-weight:normal;color:#4a5568;padding-right:12px;width:40%">${escapeHtml(label)}</th><td style="${cell};font-weight:bold;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...l.blocks.map((block) => block.html),
    `<p style="margin:16px 0"><a href="${escapeHtml(l.link.href)}" style="${BUTTON_STYLE}">${escapeHtml(l.link.label)}</a></p>`,
    ...(l.qr
      ? [
          '<div style="text-align:center;margin:16px 0">',
          `<img src="${escapeHtml(l.qr.uri)}" alt="${escapeHtml(l.qr.alt)}" width="220" height="220" style="display:block;margin:0 auto;width:220px;height:220px;max-width:100%">`,
          `<p style="margin:8px 0 0;font-size:14px;color:#4a5568">${escapeHtml(l.qr.caption)}</p>`,
          '</div>',
        ]
      : []),
    `<p style="margin:0 0 12px">${escapeHtml(l.outro)}</p>`,
    '</div>',
    `<p style="margin:12px 0 0;font-size:12px;color:#4a5568">${escapeHtml(l.signature)}<br>${escapeHtml(l.automated)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { text, html };
}

function eventRows(t: Translate, params: RegistrationMailBase, language: string): Array<[string, string]> {
  return [
    [t('details.reference'), params.reference],
    [t('details.festival'), params.event.name],
    [t('details.dates'), formatEventDates(params.event, language)],
    [t('details.venue'), params.event.location],
  ];
}

function footer(t: Translate, festivalName: string) {
  return { signature: t('footer.signature', { festivalName }), automated: t('footer.automated', { festivalName }) };
}

function list(items: string[]): { html: string; text: string } {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    text: items.map((item) => `  - ${item}`).join('\n'),
  };
}

async function qrFor(t: Translate, token: string | null, reference: string, caption: string) {
  if (!token) return null;
  return { uri: await qrDataUri(token), alt: t('details.qrAlt', { reference }), caption, text: t('details.qrText') };
}

/** A paragraph among the blocks after the rows. */
function paragraph(text: string): { html: string; text: string } {
  return { html: `<p style="margin:0 0 8px">${escapeHtml(text)}</p>`, text };
}

/**
 * A registration email: its heading, outro and subject are the texts under `key`, in the shared
 * frame with the festival's footer; `parts` is what differs from one email to another.
 */
function registrationMail(
  t: Translate,
  language: string,
  params: RegistrationMailBase,
  key: string,
  values: Record<string, unknown>,
  parts: Pick<Layout, 'intro' | 'rows' | 'blocks' | 'link' | 'qr'>,
): RenderedMail {
  const body = layout({
    language,
    festivalName: params.festivalName,
    heading: t(`${key}.heading`, values),
    ...parts,
    outro: t(`${key}.outro`, values),
    ...footer(t, params.festivalName),
  });
  return { subject: t(`${key}.subject`, values), ...body };
}

/** The confirmation sent to the main attendee of a new main-event registration. */
export async function renderRegistrationConfirmation(
  params: RegistrationConfirmationParams,
  language = 'en',
): Promise<RenderedMail> {
  const t = translatorFor(language);
  const key = 'registration-confirmation';
  const values = { festivalName: params.festivalName, eventName: params.event.name, reference: params.reference };
  const statusLine = t(
    params.status === 'PENDING' || params.status === 'APPROVED'
      ? `${key}.status.${params.status}`
      : `${key}.status.other`,
    { status: params.status },
  );
  return registrationMail(t, language, params, key, values, {
    intro: [statusLine],
    rows: eventRows(t, params, language),
    blocks: [paragraph(t(`${key}.intro`, values)), list(params.attendeeNames)],
    link: { label: t('details.link'), href: params.link },
    qr: await qrFor(t, params.passToken, params.reference, t(`${key}.pass`)),
  });
}

function displayValue(t: Translate, value: ChangeValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return t('registration-changed.empty');
  if (typeof value === 'boolean') return t(value ? 'fields.yes' : 'fields.no');
  return Array.isArray(value) ? value.join(', ') : (value as string);
}

/** Sent to an additional attendee who gave an email: who registered them, their details, their own pass. */
export async function renderAttendeeRegistered(
  params: AttendeeRegisteredParams,
  language = 'en',
): Promise<RenderedMail> {
  const t = translatorFor(language);
  const key = 'registration-attendee';
  const values = { festivalName: params.festivalName, eventName: params.event.name, registeredBy: params.registeredBy };
  return registrationMail(t, language, params, key, values, {
    intro: [t(`${key}.intro`, values)],
    rows: [
      ...params.details.map(({ field, value }): [string, string] => [t(`fields.${field}`), displayValue(t, value)]),
      ...eventRows(t, params, language),
    ],
    blocks: [],
    link: { label: t('details.siteLink'), href: params.link },
    qr: await qrFor(t, params.passToken, params.reference, t(`${key}.pass`)),
  });
}

function changeLine(t: Translate, change: RegistrationChange): string {
  const key = 'registration-changed';
  if (change.kind !== 'changed') return `${t(`${key}.${change.kind}`)}: ${change.attendee}`;
  const label = t(`fields.${change.field}`);
  const what = change.attendee ? `${change.attendee}, ${label}` : label;
  if (HIDDEN_FIELDS.has(change.field)) return `${what}: ${t(`${key}.hidden`)}`;
  return `${what}: ${displayValue(t, change.before)} → ${displayValue(t, change.after)}`;
}

/** Sent to the main attendee after they edit their registration: each change, before → after. */
export async function renderRegistrationChanged(
  params: RegistrationChangedParams,
  language = 'en',
): Promise<RenderedMail> {
  const t = translatorFor(language);
  const key = 'registration-changed';
  const values = { festivalName: params.festivalName, eventName: params.event.name, reference: params.reference };
  return registrationMail(t, language, params, key, values, {
    intro: [],
    rows: eventRows(t, params, language),
    blocks: [paragraph(t(`${key}.intro`, values)), list(params.changes.map((change) => changeLine(t, change)))],
    link: { label: t('details.link'), href: params.link },
    qr: null,
  });
}

/**
 * Sent to the main attendee of a registration that listed someone who has since registered on
 * their own: that person's own registration won, and they were taken off this one.
 */
export async function renderAttendeeLeft(params: AttendeeLeftParams, language = 'en'): Promise<RenderedMail> {
  const t = translatorFor(language);
  const key = 'registration-attendee-left';
  const values = { festivalName: params.festivalName, eventName: params.event.name, attendee: params.attendee };
  return registrationMail(t, language, params, key, values, {
    intro: [t(`${key}.intro`, values)],
    rows: eventRows(t, params, language),
    blocks: [],
    link: { label: t('details.link'), href: params.link },
    qr: null,
  });
}
