import { logoutDestination } from './logout-destination';

describe('logoutDestination', () => {
  it.each([
    ['/faq', null],
    ['/terms-conditions', null],
    ['/privacy-policy/', null],
    ['/dashboard', '/'],
    ['/me', '/'],
    ['/', '/'],
  ])('%s → %s', (path, target) => expect(logoutDestination(path)).toBe(target));
});
