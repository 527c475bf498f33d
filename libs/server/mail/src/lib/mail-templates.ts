import { createInstance, type i18n } from 'i18next';
import { mailTextsFr } from './mail-texts.fr';

/** The messages the platform sends; each has a subject, a text body and an HTML body. */
export type MailTemplateName =
  | CodeTemplateName
  | RegistrationTemplateName
  | 'registration-status'
  | 'volunteer-confirmation'
  | 'media-confirmation'
  | VolunteerDeskTemplateName
  | ActivityTemplateName;
/** Messages the volunteer desk sends: a decision on the application, the shifts assigned. */
export type VolunteerDeskTemplateName = 'volunteer-status' | 'volunteer-shifts';
/** Messages about a registration: made (to its main attendee, and to each added attendee with an email) or changed. */
export type RegistrationTemplateName =
  'registration-confirmation' | 'registration-attendee' | 'registration-changed' | 'registration-attendee-left';
/** Messages about an attendee's places at an activity (sub-event). */
export type ActivityTemplateName =
  'activity-reserved' | 'activity-waitlisted' | 'activity-promoted' | 'activity-offer' | 'activity-cancelled';
/** Messages that carry a one-time code. */
export type CodeTemplateName = 'sign-up-code' | 'forgot-password-code' | 'sign-in-code';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Texts per language. A new language is one more key here (or loaded from the translations
 * module later); English is the fallback for any language not yet translated.
 */
export const mailTexts = {
  en: {
    'sign-up-code': {
      subject: '{{festivalName}}: your verification code',
      heading: 'Verify your email address',
      intro: 'Thank you for signing up for {{festivalName}}. Your verification code is:',
      outro: 'The code is valid for 24 hours. If you did not sign up, ignore this email.',
    },
    'forgot-password-code': {
      subject: '{{festivalName}}: reset your password',
      heading: 'Reset your password',
      intro: 'We received a request to reset the password of your {{festivalName}} account. Your code is:',
      outro:
        'The code is valid for 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
    },
    'sign-in-code': {
      subject: '{{festivalName}}: your sign-in code',
      heading: 'Your sign-in code',
      intro: 'Use this code to finish signing in to {{festivalName}}:',
      outro: 'The code is valid for 3 minutes. If you did not try to sign in, change your password.',
    },
    'registration-confirmation': {
      subject: 'Your registration {{reference}} for {{eventName}}',
      heading: 'Thank you for registering',
      intro: 'We have received your registration for {{eventName}}. Registered attendees:',
      status: {
        PENDING: 'Your registration is pending review; we will email you once it has been reviewed.',
        APPROVED: 'Your registration is approved. We look forward to seeing you.',
        other: 'Your registration status: {{status}}.',
      },
      pass: 'Show this code at the check-in desk; it admits everyone on your registration who holds a place.',
      outro: 'You can view and change your registration at any time after signing in.',
    },
    'volunteer-confirmation': {
      subject: '{{festivalName}}: we received your volunteer application',
      heading: 'Thank you for offering to volunteer',
      intro: 'We received your application to volunteer at {{eventName}}, with {{count}} shifts you can help with.',
      status: 'Status: {{statusLabel}}. We will write to you when the volunteer desk has planned the shifts.',
      outro: 'You can see and change your application on the Volunteer page until it is approved.',
      statuses: {
        REVIEWING: 'Being reviewed',
        WAITLIST: 'On the waiting list',
        APPROVED: 'Approved',
      },
    },
    'volunteer-status': {
      subject: '{{festivalName}}: your volunteer application is {{statusLabel}}',
      heading: 'News about your volunteer application',
      intro: 'The volunteer desk of {{eventName}} has looked at your application. Its status is now: {{statusLabel}}.',
      outro: 'You can see your application and any shifts assigned to you on the Volunteer page.',
      statuses: {
        REVIEWING: 'being reviewed',
        WAITLIST: 'on the waiting list',
        APPROVED: 'approved',
      },
    },
    'volunteer-shifts': {
      subject: '{{festivalName}}: your volunteer shifts',
      heading: 'Your volunteer shifts',
      intro: 'The volunteer desk of {{eventName}} has planned the shifts. Yours are:',
      none: 'You have no shifts assigned at the moment.',
      outro: 'You can always see your shifts on the Volunteer page. Mahalo for helping!',
      shiftTypes: {
        MORNING: 'Morning',
        AFTERNOON: 'Afternoon',
        NIGHT: 'Night',
      },
    },
    'registration-attendee': {
      subject: '{{festivalName}}: {{registeredBy}} registered you for {{eventName}}',
      heading: 'You are registered',
      intro: '{{registeredBy}} registered you for {{eventName}}. These are the details they gave for you:',
      pass: 'Show this code at the check-in desk; it admits you.',
      outro: 'If any of these details are wrong, ask {{registeredBy}} to correct them.',
    },
    'registration-changed': {
      subject: '{{festivalName}}: your registration {{reference}} was changed',
      heading: 'Your registration was changed',
      intro: 'These changes were saved to your registration for {{eventName}}:',
      added: 'Attendee added',
      removed: 'Attendee removed',
      hidden: 'changed',
      empty: '(none)',
      outro: 'If you did not make these changes, sign in and check your registration, then change your password.',
    },
    'registration-attendee-left': {
      subject: '{{festivalName}}: {{attendee}} now has their own registration',
      heading: '{{attendee}} registered on their own',
      intro:
        '{{attendee}} signed in and registered for {{eventName}} with their own email, so they were taken off your registration and now hold their own place.',
      outro: 'Nothing else changed in your registration. If this looks wrong, contact the festival team.',
    },
    details: {
      reference: 'Registration reference',
      festival: 'Festival',
      dates: 'Dates',
      venue: 'Venue',
      status: 'Status',
      link: 'See your registration',
      siteLink: 'Visit the festival site',
      qrAlt: 'Check-in QR code for registration {{reference}}',
      // The text part has no picture: it says where the code is instead of "show this code".
      qrText: 'Your check-in QR code is in the HTML version of this email; show it at the check-in desk.',
    },
    fields: {
      type: 'Registration type',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      dob: 'Date of birth',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      countryId: 'Country',
      zipCode: 'Zip code',
      languageIds: 'Languages',
      ethnicity: 'Ethnicity',
      emergencyName: 'Emergency contact',
      emergencyPhone: 'Emergency contact phone',
      emergencyEmail: 'Emergency contact email',
      emergencyRelationship: 'Emergency contact relationship',
      isPayment: 'Payment agreement',
      isReleaseForm: 'Release form',
      signatureUrl: 'Signature',
      isApplyEmergencyContactForAll: 'Same emergency contact for all',
      yes: 'Yes',
      no: 'No',
    },
    'media-confirmation': {
      subject: '{{festivalName}}: your media application for {{eventName}}',
      heading: 'Thank you for applying as media',
      intro:
        'We have received your media application for {{eventName}}. Our press team reviews every application and will email you once it has been decided.',
      outro: 'You can read your application at any time after signing in, on the Media page.',
    },
    'registration-status': {
      subject: '{{festivalName}}: your registration for {{eventName}} was updated',
      heading: 'Your registration was updated',
      intro: 'The status of your registration for {{eventName}} is now: {{statusLabel}}.',
      statuses: {
        PENDING: 'Pending review',
        APPROVED: 'Approved',
        REJECTED: 'Rejected',
        WAITING_LIST: 'On the waiting list',
        CANCELED: 'Canceled',
        FINISHED: 'Finished',
        PENDING_PAYMENT: 'Waiting for payment',
        CHECKED_IN: 'Checked in',
        INVALID: 'Invalid',
      },
      outro:
        'Sign in to see your registration. If you have questions, reply to the festival team through the contact page.',
    },
    'activity-reserved': {
      subject: '{{festivalName}}: your places at {{activityName}}',
      heading: 'Your activity is booked',
      intro: 'These attendees have a place at {{activityName}} ({{when}}, {{location}}):',
      receipt: 'Paid {{amount}} with {{cardBrand}} ending in {{cardLast4}} (transaction {{transactionId}}).',
      outro: 'You can change who goes, or cancel, on the activity page after signing in.',
    },
    'activity-waitlisted': {
      subject: '{{festivalName}}: you are on the waitlist for {{activityName}}',
      heading: 'You joined the waitlist',
      intro: '{{activityName}} ({{when}}) is full. These attendees are on its waitlist, in the order they arrived:',
      outro: 'We will email you as soon as a place is free. Nothing is charged while you wait.',
    },
    'activity-promoted': {
      subject: '{{festivalName}}: you have a place at {{activityName}}',
      heading: 'You have a place',
      intro:
        'A place at {{activityName}} ({{when}}, {{location}}) is free, and these attendees from the waitlist now have it:',
      outro: 'See your activities: {{link}}',
    },
    'activity-offer': {
      subject: '{{festivalName}}: a place at {{activityName}} is waiting for you',
      heading: 'A place is free: pay to keep it',
      intro:
        'A place at {{activityName}} ({{when}}, {{location}}) is free and held for these attendees from the waitlist:',
      deadline: 'Pay before {{expiresAt}} to keep it; after that it passes to the next person waiting.',
      outro: 'Pay here: {{link}}',
    },
    'activity-cancelled': {
      subject: '{{festivalName}}: {{activityName}} is cancelled',
      heading: 'An activity is cancelled',
      intro:
        'We are sorry: {{activityName}} ({{when}}, {{location}}) has been cancelled by the festival team. These attendees were booked or waiting for it:',
      outro: 'Their places are released. See the other activities: {{link}}',
    },
    // The volunteer agreement and release form (PDF, libs/server/volunteers).
    'volunteer-documents': {
      agreement: {
        title: 'Volunteer Agreement',
        paragraphs: [
          'Thank you for offering your time to the festival. This agreement explains what we ask of volunteers and what you can expect from us.',
          'As a volunteer I agree to: arrive on time for the shifts I am assigned and tell the volunteer desk as early as possible when I cannot come; follow the instructions of the volunteer coordinators and the safety rules of each venue; treat artists, delegates, visitors and other volunteers with respect, whatever their culture, language or background; respect the cultural protocols of the delegations, including where photography is not allowed; keep private any personal information I see while helping.',
          'The festival agrees to: brief and train me for the tasks I am given; provide water, meals during long shifts, a volunteer T-shirt and a badge; keep my shifts within the hours I offered (Morning 5:00-11:00 AM, Afternoon 11:00 AM-5:00 PM, Night 5:00-10:00 PM, Hawaii time).',
          'Volunteering is unpaid. I may end my participation at any time by telling the volunteer desk. The festival may end it if I do not follow this agreement.',
          'By accepting this agreement in the volunteer application I confirm that I have read and understood it.',
        ],
      },
      release: {
        title: 'Volunteer Release Form',
        paragraphs: [
          'I take part in the festival as a volunteer of my own free will and I understand that some tasks involve physical activity, outdoor work in heat and sun, and crowds.',
          'I release the festival, its organisers and partners from claims for injury, loss or damage arising from my volunteering, except where caused by their negligence or wilful misconduct.',
          'I agree that photographs and video of festival activities in which I appear as a volunteer may be used to report on and promote the festival.',
          'I confirm that the emergency contact I gave may be called if I need help, and that I will tell the volunteer desk about any health condition that matters for the tasks I am given.',
          'By accepting the volunteer agreement and release form in the volunteer application I confirm that I have read and understood this form.',
        ],
      },
      nameLine: 'Name: ________________________________    Date: ______________',
      signatureLine: 'Signature: ______________________________',
    },
    // The Apple Wallet pass (libs/server/wallet): its labels and fixed values; the dates and status
    // labels are `details.dates`, `details.status` and `registration-status.statuses` above.
    'wallet-pass': {
      attendee: 'Attendee',
      press: 'Press',
      event: 'Event',
      location: 'Location',
      attendees: 'Attendees',
      activities: 'Activities',
      noneBooked: 'None booked yet',
      additional: 'Additional attendees',
      registration: 'Registration',
      times: 'Times',
      timeZone: 'All times are {{timeZone}} time.',
      checkInCode: 'Check-in code',
      roles: {
        JOURNALIST: 'Journalist',
        PHOTOGRAPHER: 'Photographer',
        VIDEOGRAPHER: 'Videographer',
        BROADCASTER: 'Broadcaster',
        BLOGGER: 'Blogger',
        OTHER: 'Other',
      },
    },
    footer: {
      signature: 'The {{festivalName}} team',
      automated: 'This is an automated message; replies are not read.',
    },
  },
  fr: mailTextsFr,
} as const;

export type MailLanguage = keyof typeof mailTexts;

/**
 * The language a message is written in: the recipient's when its texts exist, else English (a
 * language the sites offer before its emails are translated, e.g. Samoan). The HTML names it too.
 */
export function textLanguage(language: string): MailLanguage {
  return Object.hasOwn(mailTexts, language) ? (language as MailLanguage) : 'en';
}

let translator: i18n | undefined;

export function getTranslator(): i18n {
  if (!translator) {
    translator = createInstance();
    void translator.init({
      initAsync: false,
      lng: 'en',
      fallbackLng: 'en',
      ns: ['mail'],
      defaultNS: 'mail',
      resources: Object.fromEntries(Object.entries(mailTexts).map(([language, texts]) => [language, { mail: texts }])),
      // Interpolated values are escaped per output format below, not by i18next.
      interpolation: { escapeValue: false },
    });
  }
  return translator;
}

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface TemplateParams {
  festivalName: string;
  code: string;
}

/** Sent to the applicant when a media (press) application is received. */
export function renderMediaConfirmation(
  params: { festivalName: string; eventName: string },
  language = 'en',
): RenderedMail {
  return simpleMail(language, 'media-confirmation', params, (t, key) => [t(`${key}.intro`), t(`${key}.outro`)]);
}

export interface RegistrationStatusParams {
  festivalName: string;
  eventName: string;
  status: string;
}

/** Sent to the main attendee when staff move their registration to another status. */
export function renderRegistrationStatus(params: RegistrationStatusParams, language = 'en'): RenderedMail {
  return statusMail(language, 'registration-status', params, (t, key) => [t(`${key}.intro`), t(`${key}.outro`)]);
}

export interface VolunteerConfirmationParams {
  festivalName: string;
  eventName: string;
  status: string;
  shiftCount: number;
}

/** Sent to a person who applied to volunteer (POST /volunteers). */
export function renderVolunteerConfirmation(params: VolunteerConfirmationParams, language = 'en'): RenderedMail {
  const { shiftCount, ...rest } = params;
  return statusMail(language, 'volunteer-confirmation', { ...rest, count: shiftCount }, (t, key) => [
    t(`${key}.intro`),
    t(`${key}.status`),
    t(`${key}.outro`),
  ]);
}

export interface VolunteerStatusParams {
  festivalName: string;
  eventName: string;
  status: string;
}

/** Sent to a volunteer when the desk moves their application (PUT /volunteers/{id}/status). */
export function renderVolunteerStatus(params: VolunteerStatusParams, language = 'en'): RenderedMail {
  return statusMail(language, 'volunteer-status', params, (t, key) => [t(`${key}.intro`), t(`${key}.outro`)]);
}

export interface VolunteerShiftsParams {
  festivalName: string;
  eventName: string;
  /** Each shift's day as the volunteer reads it (festival time zone) and its type. */
  shifts: { day: string; type: string }[];
}

/** Sent to a volunteer whose assigned shifts changed (PUT /volunteers/assignments). */
export function renderVolunteerShifts(params: VolunteerShiftsParams, language = 'en'): RenderedMail {
  const { shifts, ...values } = params;
  return simpleMail(language, 'volunteer-shifts', values, (t, key) => {
    const lines = shifts.map(
      (shift) => `${shift.day}: ${t(`${key}.shiftTypes.${shift.type}`, { defaultValue: shift.type })}`,
    );
    return [lines.length > 0 ? t(`${key}.intro`) : t(`${key}.none`), ...lines, t(`${key}.outro`)];
  });
}

export interface ActivityMailParams {
  festivalName: string;
  activityName: string;
  /** Date and time as the attendee reads them (Pacific/Honolulu). */
  when: string;
  location: string;
  attendeeNames: string[];
  /** The attendee site's page of the activity (promotion, offer). */
  link?: string;
  /** When an offer lapses, as the attendee reads it. */
  expiresAt?: string;
  /** A paid reservation's receipt lines: never a card number. */
  receipt?: { amount: string; cardBrand: string; cardLast4: string; transactionId: string } | null;
}

/** Activity booked, waitlisted, promoted from the waitlist, or offered a place to pay for. */
export function renderActivityMail(
  template: ActivityTemplateName,
  params: ActivityMailParams,
  language = 'en',
): RenderedMail {
  const { attendeeNames, receipt, ...rest } = params;
  return simpleMail(language, template, { ...rest, ...(receipt ?? {}) }, (t) => [
    t(`${template}.intro`),
    attendeeNames.map((name) => `- ${name}`).join('\n'),
    ...(template === 'activity-reserved' && receipt ? [t(`${template}.receipt`)] : []),
    ...(template === 'activity-offer' ? [t(`${template}.deadline`)] : []),
    t(`${template}.outro`),
  ]);
}

/** A mail text lookup with the mail's values already given (a key's own options may add to them). */
type MailText = (key: string, options?: Record<string, unknown>) => string;

/**
 * A mail of the `key` template in `language`: its subject and heading, the paragraphs `body` says
 * (looked up with the same values), and the footer; `values` fill every text.
 */
function simpleMail<Values extends { festivalName: string }>(
  language: string,
  key: string,
  values: Values,
  body: (t: MailText, key: string) => string[],
): RenderedMail {
  const fixed = getTranslator().getFixedT(textLanguage(language), 'mail');
  const given: Record<string, unknown> = { ...values };
  const t: MailText = (textKey, options) => fixed(textKey, { ...given, ...options });
  return mailOf(language, values.festivalName, {
    subject: t(`${key}.subject`),
    heading: t(`${key}.heading`),
    paragraphs: body(t, key),
    signature: t('footer.signature'),
    automated: t('footer.automated'),
  });
}

/** A mail saying a status: `statusLabel` is the status in the mail's language. */
function statusMail<Values extends { festivalName: string; status: string }>(
  language: string,
  key: string,
  { status, ...values }: Values,
  body: (t: MailText, key: string) => string[],
): RenderedMail {
  const fixed = getTranslator().getFixedT(textLanguage(language), 'mail');
  const statusLabel = fixed(`${key}.statuses.${status}`, { defaultValue: status });
  return simpleMail(language, key, { ...values, statusLabel }, body);
}

function mailOf(
  language: string,
  festivalName: string,
  texts: { subject: string; heading: string; paragraphs: string[]; signature: string; automated: string },
): RenderedMail {
  const text = [
    texts.heading,
    '',
    ...texts.paragraphs.flatMap((p) => [p, '']),
    '--',
    texts.signature,
    texts.automated,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${textLanguage(language)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:16px">`,
    `<p style="font-size:14px;color:#555">${escapeHtml(festivalName)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(texts.heading)}</h1>`,
    ...texts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(texts.signature)}<br>${escapeHtml(texts.automated)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.subject, text, html };
}

/**
 * A code message's texts around the code: the same for every message of one template, language
 * and festival, so they are made once (six lookups and interpolations, and the HTML escaping,
 * were half a millisecond of every sign-in).
 */
const codeMailParts = new Map<string, { subject: string; text: [string, string]; html: [string, string] }>();

function codeMailPartsOf(template: CodeTemplateName, festivalName: string, language: MailLanguage) {
  const key = JSON.stringify([template, festivalName, language]);
  const cached = codeMailParts.get(key);
  if (cached) return cached;
  const t = getTranslator().getFixedT(language, 'mail');
  const values = { festivalName };
  const subject = t(`${template}.subject`, values);
  const heading = t(`${template}.heading`, values);
  const intro = t(`${template}.intro`, values);
  const outro = t(`${template}.outro`, values);
  const signature = t('footer.signature', values);
  const automated = t('footer.automated', values);
  const parts = {
    subject,
    text: [[heading, '', intro, '', '    '].join('\n'), ['', '', outro, '', '--', signature, automated, ''].join('\n')],
    html: [
      [
        '<!doctype html>',
        `<html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:16px">`,
        `<p style="font-size:14px;color:#555">${escapeHtml(festivalName)}</p>`,
        `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
        `<p>${escapeHtml(intro)}</p>`,
        '<p style="font-size:28px;font-weight:bold;letter-spacing:6px">',
      ].join('\n'),
      [
        '</p>',
        `<p>${escapeHtml(outro)}</p>`,
        `<hr><p style="font-size:12px;color:#555">${escapeHtml(signature)}<br>${escapeHtml(automated)}</p>`,
        '</body></html>',
      ].join('\n'),
    ],
  } satisfies { subject: string; text: [string, string]; html: [string, string] };
  // Bounded: the mail languages times the three code templates, per festival name.
  codeMailParts.set(key, parts);
  return parts;
}

export function renderMail(template: CodeTemplateName, params: TemplateParams, language = 'en'): RenderedMail {
  const { subject, text, html } = codeMailPartsOf(template, params.festivalName, textLanguage(language));
  return {
    subject,
    text: `${text[0]}${params.code}${text[1]}`,
    html: `${html[0]}${escapeHtml(params.code)}${html[1]}`,
  };
}
