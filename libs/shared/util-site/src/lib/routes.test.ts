import { attendeeRoutes, routeParams } from './routes';

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

describe('routeParams', () => {
  it("gives a path's parameters under a route's pattern, decoded", () => {
    expect(routeParams(attendeeRoutes.mySubEvent, '/my-events/5d7a0a49')).toEqual({ id: '5d7a0a49' });
    expect(routeParams(attendeeRoutes.mySubEvent, '/my-events/a%20b/')).toEqual({ id: 'a b' });
    expect(routeParams(attendeeRoutes.myEvents, '/my-events')).toEqual({});
  });

  it('is null for another route, a path below it, or a parameter that does not decode', () => {
    expect(routeParams(attendeeRoutes.mySubEvent, '/my-events')).toBeNull();
    expect(routeParams(attendeeRoutes.mySubEvent, '/my-events/1/more')).toBeNull();
    expect(routeParams(attendeeRoutes.mySubEvent, '/registered-information/1')).toBeNull();
    expect(routeParams(attendeeRoutes.mySubEvent, '/my-events/%E0%A4%A')).toBeNull();
  });
});
