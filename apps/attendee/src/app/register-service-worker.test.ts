import { shouldRegisterServiceWorker } from './register-service-worker';

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['localhost', false],
    ['user.localhost', false],
    ['USER.LOCALHOST', false],
    ['127.0.0.1', false],
    ['user.festival.example', true],
    ['www.festival.example', true],
  ])('%s → %s', (host, expected) => {
    expect(shouldRegisterServiceWorker(host)).toBe(expected);
  });
});
