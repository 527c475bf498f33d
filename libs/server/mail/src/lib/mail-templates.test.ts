import {
  mailTexts,
  renderActivityMail,
  renderMediaConfirmation,
  renderRegistrationStatus,
  renderVolunteerConfirmation,
  renderVolunteerShifts,
  renderVolunteerStatus,
  textLanguage,
} from './mail-templates';

/** `a.b.c` for every text of a template tree. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the email texts', () => {
  it('are all in French, with the same placeholders as in English', () => {
    expect(keysOf(mailTexts.fr).sort()).toEqual(keysOf(mailTexts.en).sort());
    const lookup = (tree: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of keysOf(mailTexts.en))
      expect(placeholders(lookup(mailTexts.fr, key)), key).toEqual(placeholders(lookup(mailTexts.en, key)));
  });

  it('are written in the recipient’s language, and say so in the HTML', () => {
    const shifts = renderVolunteerShifts(
      { festivalName: 'Festival', eventName: 'FestPAC', shifts: [{ day: '06/07/2027', type: 'MORNING' }] },
      'fr',
    );
    expect(shifts.subject).toBe('Festival : vos créneaux de bénévole');
    expect(shifts.text).toContain('06/07/2027: Matin');
    expect(shifts.html).toContain('<html lang="fr">');
    const offer = renderActivityMail(
      'activity-offer',
      {
        festivalName: 'Festival',
        activityName: 'Hula',
        when: '06/08/2027 9:00 AM',
        location: 'Hall',
        attendeeNames: ['Kai'],
        link: 'https://user.example/activities',
        expiresAt: '06/07/2027 9:00 AM',
      },
      'fr',
    );
    expect(offer.subject).toBe('Festival : une place pour Hula vous attend');
    expect(offer.text).toContain('Payez avant le 06/07/2027 9:00 AM');
  });

  it('fall back to English for a language whose emails are not translated yet, labelled English', () => {
    expect(textLanguage('sm')).toBe('en');
    expect(textLanguage('constructor')).toBe('en');
    const mail = renderMediaConfirmation({ festivalName: 'Festival', eventName: 'FestPAC' }, 'sm');
    expect(mail.subject).toBe('Festival: your media application for FestPAC');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('say a status in the mail’s language, in the subject and the text', () => {
    const registration = renderRegistrationStatus({
      festivalName: 'Festival',
      eventName: 'FestPAC',
      status: 'APPROVED',
    });
    expect(registration.subject).toBe('Festival: your registration for FestPAC was updated');
    expect(registration.text).toContain('The status of your registration for FestPAC is now: Approved.');
    const volunteer = renderVolunteerStatus({ festivalName: 'Festival', eventName: 'FestPAC', status: 'REVIEWING' });
    expect(volunteer.subject).toBe('Festival: your volunteer application is being reviewed');
    const applied = renderVolunteerConfirmation({
      festivalName: 'Festival',
      eventName: 'FestPAC',
      status: 'WAITLIST',
      shiftCount: 3,
    });
    expect(applied.text).toContain('at FestPAC, with 3 shifts you can help with.');
    expect(applied.text).toContain('Status: On the waiting list.');
    expect(applied.html).toContain('<h1 style="font-size:20px">Thank you for offering to volunteer</h1>');
    // A status the texts do not know is said as it is, not as a key.
    expect(renderRegistrationStatus({ festivalName: 'F', eventName: 'E', status: 'NEW_ONE' }).text).toContain(
      'is now: NEW_ONE.',
    );
  });
});
