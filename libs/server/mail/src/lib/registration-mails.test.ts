import { generateKeyPair } from 'jose';
import { signCheckInToken } from '@festival/shared-util-check-in';
import {
  formatEventDates,
  renderAttendeeLeft,
  renderAttendeeRegistered,
  renderRegistrationChanged,
  renderRegistrationConfirmation,
  type MailEvent,
} from './registration-mails';
import { decodeQrDataUri, qrDataUriIn } from '../testing';

// Intl sets the range's dash between thin spaces.
const DATES = 'June 6\u2009–\u200915, 2027';
const qrIn = qrDataUriIn;

// 2027-06-06 08:00 and 2027-06-15 20:00 in Honolulu (UTC-10): the 15th is the 16th in UTC.
const event: MailEvent = {
  name: 'Arts <&> Culture',
  startDate: new Date('2027-06-06T18:00:00Z'),
  endDate: new Date('2027-06-16T06:00:00Z'),
  location: 'Hawaiʻi Convention Center, 1801 Kalākaua Ave',
  timeZone: 'Pacific/Honolulu',
};
const base = {
  festivalName: 'Festival <script>',
  event,
  reference: 'REG-3F2A9C1E',
  link: 'https://attendee.example.org/registered-information/e1?a=1&b=2',
};

async function realToken() {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return signCheckInToken(
    { kid: 'k1', privateKey },
    {
      registrationId: '3f2a9c1e-0b7d-4e8a-9c3d-2f1e0a9b8c7d',
      eventId: '5d6c7b8a-1234-4e8a-9c3d-2f1e0a9b8c7d',
      attendeeIds: ['0a9b8c7d-2f1e-4e8a-9c3d-3f2a9c1e0b7d', '1b2c3d4e-2f1e-4e8a-9c3d-3f2a9c1e0b7d'],
      issuedAt: new Date('2026-11-25T00:00:00Z'),
    },
  );
}

describe('registration confirmation', () => {
  it('has a text and an HTML part with the reference, festival, dates in Honolulu, venue and link', async () => {
    const mail = await renderRegistrationConfirmation({
      ...base,
      status: 'APPROVED',
      attendeeNames: ['Ana <b>Lee</b>', 'Kai Akana'],
      passToken: null,
    });
    // The event's name carries the brand ("… Festival 2027"): the subject names it once, not the festival again.
    expect(mail.subject).toBe('Your registration REG-3F2A9C1E for Arts <&> Culture');
    expect(formatEventDates(event)).toBe(DATES);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('REG-3F2A9C1E');
      expect(part).toContain(DATES);
      expect(part).toContain('Hawaiʻi Convention Center, 1801 Kalākaua Ave');
      expect(part).toContain('Your registration is approved.');
      expect(part).toContain('Kai Akana');
    }
    expect(mail.text).toContain('Arts <&> Culture');
    expect(mail.text).toContain(`See your registration: ${base.link}`);
    expect(mail.text).toContain('  - Ana <b>Lee</b>');
    // Every value is escaped in HTML: no markup of the attendee's or the festival's reaches the page.
    expect(mail.html).toContain('Arts &lt;&amp;&gt; Culture');
    expect(mail.html).toContain('Ana &lt;b&gt;Lee&lt;/b&gt;');
    expect(mail.html).toContain('Festival &lt;script&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('href="https://attendee.example.org/registered-information/e1?a=1&amp;b=2"');
    // No pass without a token.
    expect(qrIn(mail.html)).toBeUndefined();
  });

  it('names the brand once in its subject, in French too', async () => {
    const params = {
      ...base,
      festivalName: 'Pacific Arts & Culture Festival',
      status: 'PENDING',
      attendeeNames: [],
      passToken: null,
    };
    const named = { ...params, event: { ...event, name: 'Pacific Arts & Culture Festival 2027' } };
    expect((await renderRegistrationConfirmation(named)).subject).toBe(
      'Your registration REG-3F2A9C1E for Pacific Arts & Culture Festival 2027',
    );
    expect((await renderRegistrationConfirmation(named, 'fr')).subject).toBe(
      'Votre inscription REG-3F2A9C1E à Pacific Arts & Culture Festival 2027',
    );
  });

  it('carries the check-in QR code, which decodes to the signed token', async () => {
    const token = await realToken();
    const mail = await renderRegistrationConfirmation({
      ...base,
      status: 'PENDING',
      attendeeNames: ['Ana Lee'],
      passToken: token,
    });
    const uri = qrIn(mail.html);
    expect(uri).toBeDefined();
    expect(decodeQrDataUri(uri as string)).toBe(token);
    expect(mail.html).toContain('alt="Check-in QR code for registration REG-3F2A9C1E"');
    expect(mail.html).toContain('Show this code at the check-in desk');
    // The text part has no picture to point at (seen in the issue 13 tour): it says where the code is.
    expect(mail.text).not.toContain('Show this code');
    expect(mail.text).toContain('Your check-in QR code is in the HTML version of this email');
    expect(mail.text).toContain('pending review');
    // The token itself is not spelled out in the text part.
    expect(mail.text).not.toContain(token);
  });
});

describe('additional attendee', () => {
  it('tells who registered them, their own details and their own QR', async () => {
    const token = await realToken();
    const mail = await renderAttendeeRegistered({
      ...base,
      registeredBy: 'Ana <Lee>',
      details: [
        { field: 'firstName', value: 'Kai' },
        { field: 'email', value: 'kai@example.org' },
        { field: 'phone', value: null },
      ],
      passToken: token,
    });
    expect(mail.subject).toBe('Festival <script>: Ana <Lee> registered you for Arts <&> Culture');
    expect(mail.text).toContain('Ana <Lee> registered you for Arts <&> Culture.');
    expect(mail.text).toMatch(/First name:\s+Kai/);
    expect(mail.text).toMatch(/Phone:\s+\(none\)/);
    expect(mail.html).toContain('Ana &lt;Lee&gt; registered you');
    expect(mail.html).toContain('kai@example.org');
    expect(mail.text).toContain(`Visit the festival site: ${base.link}`);
    expect(decodeQrDataUri(qrIn(mail.html) as string)).toBe(token);
  });
});

describe('what changed', () => {
  it('lists each change before → after, and hides the signature file', async () => {
    const mail = await renderRegistrationChanged({
      ...base,
      changes: [
        { kind: 'changed', attendee: null, field: 'type', before: 'GENERAL', after: 'DELEGATE' },
        { kind: 'changed', attendee: 'Ana Lee', field: 'phone', before: '+1 808 555 0100', after: '+1 808 555 <0199>' },
        { kind: 'changed', attendee: 'Ana Lee', field: 'languageIds', before: ['en'], after: ['en', 'haw'] },
        { kind: 'changed', attendee: 'Ana Lee', field: 'isReleaseForm', before: false, after: true },
        {
          kind: 'changed',
          attendee: 'Ana Lee',
          field: 'signatureUrl',
          before: '/files/sig/a.png',
          after: '/files/sig/b.png',
        },
        { kind: 'added', attendee: 'Kai Akana' },
        { kind: 'removed', attendee: 'Lani Kealoha' },
      ],
    });
    expect(mail.subject).toBe('Festival <script>: your registration REG-3F2A9C1E was changed');
    expect(mail.text).toContain('  - Registration type: GENERAL → DELEGATE');
    expect(mail.text).toContain('  - Ana Lee, Phone: +1 808 555 0100 → +1 808 555 <0199>');
    expect(mail.text).toContain('  - Ana Lee, Languages: en → en, haw');
    expect(mail.text).toContain('  - Ana Lee, Release form: No → Yes');
    expect(mail.text).toContain('  - Ana Lee, Signature: changed');
    expect(mail.text).toContain('  - Attendee added: Kai Akana');
    expect(mail.text).toContain('  - Attendee removed: Lani Kealoha');
    expect(mail.html).toContain('+1 808 555 &lt;0199&gt;');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('/files/sig/');
      expect(part).toContain('REG-3F2A9C1E');
    }
  });
});

describe('an attendee who registered on their own', () => {
  it('tells the lead who left their registration and why, escaped, in French too', async () => {
    const mail = await renderAttendeeLeft({ ...base, attendee: 'Bea <Own>' });
    expect(mail.subject).toBe('Festival <script>: Bea <Own> now has their own registration');
    expect(mail.text).toContain('Bea <Own> signed in and registered for Arts <&> Culture with their own email');
    expect(mail.text).toContain('REG-3F2A9C1E');
    expect(mail.text).toContain(base.link);
    expect(mail.html).toContain('Bea &lt;Own&gt; signed in');
    expect(qrIn(mail.html)).toBeUndefined();
    const fr = await renderAttendeeLeft({ ...base, attendee: 'Bea' }, 'fr');
    expect(fr.subject).toBe('Festival <script> : Bea a désormais sa propre inscription');
  });
});
