import { isFooterHidden, isNavbarHidden } from './layout-visibility';

describe('layout visibility', () => {
  it.each([
    ['/', false],
    ['/faq', false],
    ['/terms-conditions', false],
    ['/me', false],
    ['/volunteer', false],
    ['/my-events/3', false],
    ['/developer', false],
    ['/register-events', false],
    ['/dev', true],
    ['/dev/', true],
    ['/login', true],
    ['/register-event', true],
    ['/register-event/12', true],
    ['/preview-event/4', true],
  ])('footer on %s hidden = %s', (path, hidden) => {
    expect(isFooterHidden(path)).toBe(hidden);
  });

  it.each([
    ['/', false],
    ['/dev', false],
    ['/login', true],
  ])('navbar on %s hidden = %s', (path, hidden) => {
    expect(isNavbarHidden(path)).toBe(hidden);
  });
});
