import { registerServiceWorker, shouldRegisterServiceWorker } from './register-service-worker';

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

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    register.mockClear();
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    vi.stubGlobal('location', { ...window.location, hostname: 'user.festival.example' });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('registers at once when the page has already loaded (the app starts after the first paint)', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the load event while the page is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
