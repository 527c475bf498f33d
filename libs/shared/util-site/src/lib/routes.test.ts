import { attendeeRoutes } from './routes';

const SPEC_NAMED_ROUTES = [
  'root',
  'previewEvent',
  'myEvents',
  'mySubEvent',
  'myProfile',
  'registerEvent',
  'editRegisterEvent',
  'updateVisaAssistance',
  'updateAdditionalAttendee',
  'updateAccommodationAssistance',
  'delegationPortal',
  'registeredInformationId',
  'dashboard',
  'volunteerRegistration',
  'volunteerInformation',
  'volunteerUpdateInformation',
  'mediaRegistration',
  'mediaInformation',
  'mediaUpdateInformation',
];

describe('attendeeRoutes', () => {
  it('names every route of SPEC.md §2', () => {
    expect(Object.keys(attendeeRoutes)).toEqual(expect.arrayContaining(SPEC_NAMED_ROUTES));
  });

  it('has unique paths', () => {
    const paths = Object.values(attendeeRoutes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['root', true],
    ['dev', true],
    ['termsConditions', true],
    ['privacyPolicy', true],
    ['faq', true],
    ['dashboard', false],
    ['myEvents', false],
    ['myProfile', false],
    ['registerEvent', false],
    ['volunteer', false],
    ['media', false],
    ['registeredInformationId', false],
    ['delegationPortal', false],
  ] as const)('%s public = %s', (name, isPublic) => {
    expect(attendeeRoutes[name].public).toBe(isPublic);
  });

  it.each([
    [attendeeRoutes.root.getHref(), '/'],
    [attendeeRoutes.myProfile.getHref(), '/me'],
    [attendeeRoutes.mySubEvent.getHref({ id: 'e1' }), '/my-events/e1'],
    [attendeeRoutes.previewEvent.getHref({ id: 'a b' }), '/preview-event/a%20b'],
    [attendeeRoutes.updateVisaAssistance.getHref({ id: '42' }), '/registered-information/42/visa-assistance'],
    [attendeeRoutes.delegationPortal.getHref({ id: '42' }), '/registered-information/42/delegation-portal'],
    [attendeeRoutes.volunteerUpdateInformation.getHref(), '/volunteer/update'],
    [attendeeRoutes.mediaRegistration.getHref(), '/media/registration'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('refuses a missing parameter', () => {
    expect(() => attendeeRoutes.editRegisterEvent.getHref({ id: '' })).toThrow(/id/);
  });
});
