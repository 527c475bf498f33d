import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { createDevCertificates, type PassCertificates } from './dev-certificates';
import type { PassContent } from './pass-content';
import { buildPkpass } from './pkpass';
import { readZip } from '@festival/shared-util-e2e/zip';

const content: PassContent = {
  festivalName: 'Festival of Pacific Arts and Culture',
  passTypeId: 'pass.localhost.festival.dev',
  teamId: 'DEVTEAM000',
  registration: { id: '4f1c2a1e-9d0b-4a53-8a3e-1f2b3c4d5e6f', type: 'GENERAL', status: 'APPROVED' },
  event: {
    id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    name: 'FestPAC 2027',
    // 9:00 AM on 07/01 and 5:00 PM on 07/03 in Honolulu (UTC-10); on 07/04 in UTC.
    startDate: new Date('2027-07-01T19:00:00Z'),
    endDate: new Date('2027-07-04T03:00:00Z'),
    location: 'Hawaiʻi Convention Center',
    timeZone: 'Pacific/Honolulu',
  },
  attendees: [
    { id: 'a1', firstName: 'Ann', lastName: 'Kealoha' },
    { id: 'a2', firstName: 'Keoni', lastName: 'Kealoha' },
  ],
  activities: [
    {
      name: 'Hula workshop',
      startDate: new Date('2027-07-02T20:30:00Z'),
      location: 'Hall B',
      attendeeIds: ['a1', 'a2'],
    },
    {
      name: 'Canoe launch',
      startDate: new Date('2027-07-02T03:00:00Z'),
      location: 'Magic Island',
      attendeeIds: ['a2'],
    },
  ],
  checkInToken: 'header.payload.signature',
};

/** A pass.strings file as Wallet reads it: `"key" = "text";` lines. */
function stringsOf(file: Buffer): Map<string, string> {
  const unescape = (text: string) => text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  const entries = [...file.toString('utf8').matchAll(/^"((?:\\.|[^"\\])*)" = "((?:\\.|[^"\\])*)";$/gm)];
  return new Map(entries.map(([, key, text]) => [unescape(key), unescape(text)]));
}

describe('the .pkpass', () => {
  let certificates: PassCertificates;
  let files: Map<string, Buffer>;
  let pass: Record<string, any>;

  beforeAll(() => {
    // One development pair for the file: RSA keys take a moment.
    certificates = createDevCertificates(content.passTypeId, content.teamId, new Date());
    files = readZip(buildPkpass(content, certificates));
    pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
  });

  it('holds pass.json, the images, manifest.json and signature', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
        'en.lproj/pass.strings',
        'fr.lproj/pass.strings',
      ].sort(),
    );
    expect(files.get('icon.png')!.subarray(1, 4).toString()).toBe('PNG');
  });

  it("is the festival's event ticket for the main attendee, in Honolulu time", () => {
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.localhost.festival.dev',
      teamIdentifier: 'DEVTEAM000',
      serialNumber: content.registration.id,
      organizationName: 'Festival of Pacific Arts and Culture',
      logoText: 'Festival of Pacific Arts and Culture',
      backgroundColor: 'rgb(180, 44, 9)',
      foregroundColor: 'rgb(255, 255, 255)',
    });
    const ticket = pass['eventTicket'];
    expect(ticket.primaryFields).toEqual([{ key: 'attendee', label: 'Attendee', value: 'Ann Kealoha' }]);
    expect(ticket.headerFields[0].value).toBe('07/01/2027 – 07/03/2027');
    expect(ticket.secondaryFields[0]).toEqual({ key: 'event', label: 'Event', value: 'FestPAC 2027' });
    expect(ticket.auxiliaryFields).toContainEqual({
      key: 'location',
      label: 'Location',
      value: 'Hawaiʻi Convention Center',
    });
    expect(ticket.auxiliaryFields).toContainEqual({ key: 'attendees', label: 'Attendees', value: 2 });
  });

  it('lists the booked activities on the back, in time order, with who goes', () => {
    const back = pass['eventTicket'].backFields as { key: string; label: string; value: string }[];
    expect(back.slice(0, 2)).toEqual([
      { key: 'activity-1', label: 'Canoe launch', value: '07/01/2027 5:00 PM · Magic Island · Keoni Kealoha' },
      { key: 'activity-2', label: 'Hula workshop', value: '07/02/2027 10:30 AM · Hall B · Ann Kealoha, Keoni Kealoha' },
    ]);
    expect(back).toContainEqual({ key: 'additional', label: 'Additional attendees', value: 'Keoni Kealoha' });
  });

  it('shows the check-in token as a QR code', () => {
    expect(pass['barcodes']).toEqual([
      expect.objectContaining({ format: 'PKBarcodeFormatQR', message: 'header.payload.signature' }),
    ]);
  });

  it('has a manifest of every file’s SHA-1, signed with the pass certificate', () => {
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const listed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(listed.sort());
    expect(listed).toContain('fr.lproj/pass.strings');
    for (const name of listed) expect(manifest[name]).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    const signature = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(files.get('signature')!.toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData;
    const subjects = signature.certificates.map((cert) => cert.subject.getField('CN').value);
    expect(subjects).toContain('Pass Type ID: pass.localhost.festival.dev');
    expect(forge.pki.certificateFromPem(certificates.signerCert).subject.getField('CN').value).toBe(
      'Pass Type ID: pass.localhost.festival.dev',
    );
  });

  it('gives every fixed text in English and French (pass.strings keyed by the English pass.json text)', () => {
    const en = stringsOf(files.get('en.lproj/pass.strings')!);
    const fr = stringsOf(files.get('fr.lproj/pass.strings')!);
    const ticket = pass['eventTicket'];
    const labels = [
      ...ticket.headerFields,
      ...ticket.primaryFields,
      ...ticket.secondaryFields,
      ...ticket.auxiliaryFields,
      ...ticket.backFields.filter((field: { key: string }) => !field.key.startsWith('activity-')),
    ].map((field: { label: string }) => field.label);
    for (const label of labels) expect(en.get(label)).toBe(label);
    expect(
      Object.fromEntries([...labels, 'Approved', pass['barcodes'][0].altText].map((key) => [key, fr.get(key)])),
    ).toEqual({
      Dates: 'Dates',
      Attendee: 'Participant',
      Event: 'Événement',
      Status: 'Statut',
      Location: 'Lieu',
      Attendees: 'Participants',
      'Additional attendees': 'Autres participants',
      Registration: 'Inscription',
      Times: 'Horaires',
      Approved: 'Validée',
      'Check-in code': 'Code d’accueil',
    });
    expect(ticket.secondaryFields[1]).toEqual({ key: 'status', label: 'Status', value: 'Approved' });
    expect(fr.get('All times are Pacific/Honolulu time.')).toBe(
      'Tous les horaires sont à l’heure de Pacific/Honolulu.',
    );
    // Activity names and venues are data: in pass.json only, as entered.
    expect([...fr.keys()]).not.toContain('Hula workshop');
  });

  it('writes a press pass’s role in each language', () => {
    const press = readZip(
      buildPkpass(
        { ...content, activities: [], press: { organisation: 'Pacific Daily', role: 'PHOTOGRAPHER' } },
        certificates,
      ),
    );
    const ticket = JSON.parse(press.get('pass.json')!.toString()).eventTicket;
    expect(ticket.primaryFields[0].label).toBe('Press');
    expect(ticket.auxiliaryFields[1]).toEqual({ key: 'outlet', label: 'Photographer', value: 'Pacific Daily' });
    const fr = stringsOf(press.get('fr.lproj/pass.strings')!);
    expect([fr.get('Press'), fr.get('Photographer')]).toEqual(['Presse', 'Photographe']);
  });

  it('shows that nothing is booked yet', () => {
    const files = readZip(buildPkpass({ ...content, activities: [] }, certificates));
    const back = JSON.parse(files.get('pass.json')!.toString()).eventTicket.backFields;
    expect(back[0]).toEqual({ key: 'activities', label: 'Activities', value: 'None booked yet' });
    expect(stringsOf(files.get('fr.lproj/pass.strings')!).get('None booked yet')).toBe(
      'Aucune réservée pour le moment',
    );
  });
});
