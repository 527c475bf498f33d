import { siteForHost, siteOrigin } from './site-for-host';

describe('siteForHost', () => {
  it.each([
    ['user.localhost:8080', 'attendee'],
    ['www.festival.example', 'attendee'],
    ['USER.festival.example', 'attendee'],
    ['admin.localhost', 'admin'],
    ['identity.localhost:8080', 'identity'],
    ['identity.festival.example', 'identity'],
    ['localhost:8080', 'admin'],
    ['127.0.0.1:8080', 'admin'],
    ['[::1]:8080', 'admin'],
    ['festival.example', 'admin'],
    ['users.festival.example', 'admin'],
    ['', 'admin'],
    [undefined, 'admin'],
  ])('%s → %s', (host, site) => {
    expect(siteForHost(host)).toBe(site);
  });
});

describe('siteOrigin', () => {
  it.each([
    ['identity', { protocol: 'http:', host: 'user.localhost:8080' }, 'http://identity.localhost:8080'],
    ['attendee', { protocol: 'https:', host: 'admin.festival.example' }, 'https://user.festival.example'],
    ['admin', { protocol: 'http:', host: 'localhost:8080' }, 'http://admin.localhost:8080'],
  ] as const)('%s from %o → %s', (site, from, origin) => {
    expect(siteOrigin(site, from)).toBe(origin);
  });
});
