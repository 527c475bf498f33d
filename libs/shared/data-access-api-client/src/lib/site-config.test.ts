import { loadSiteConfig } from './site-config';

const config = {
  site: 'attendee',
  environment: 'embedded',
  apiBaseUrl: '/api-svc/v1',
  translationBaseUrl: '/translation',
  identity: { endpoint: 'http://localhost/idp', userPoolId: 'p', clientId: 'c', region: 'local', cookieDomain: null },
  captchaChallengeUrl: '/idp/captcha',
  features: { multiLanguage: false, devTools: true },
  links: { festivalSite: 'https://example.org', attendeeSite: '', adminSite: '', identitySite: '' },
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadSiteConfig', () => {
  it('reads /config.json', async () => {
    const fetchImpl = answer(200, config);
    await expect(loadSiteConfig(fetchImpl)).resolves.toEqual(config);
    expect(vi.mocked(fetchImpl).mock.calls[0][0]).toBe('/config.json');
  });

  it.each([
    [404, config],
    [200, { hello: 1 }],
    [200, null],
  ])('refuses %s %o', async (status, body) => {
    await expect(loadSiteConfig(answer(status, body))).rejects.toThrow(/config\.json/);
  });
});
