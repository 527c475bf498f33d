import { redirectTarget, safeRedirect } from './redirect';

describe('redirectTarget', () => {
  it.each([
    ['/me', '', '/?redirect=%2Fme'],
    ['/my-events/7', '?tab=2&x=1', '/?redirect=%2Fmy-events%2F7%3Ftab%3D2%26x%3D1'],
    ['/dashboard', 'page=3', '/?redirect=%2Fdashboard%3Fpage%3D3'],
    ['/dashboard', '?', '/?redirect=%2Fdashboard'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(redirectTarget(path, search)).toBe(expected);
  });

  it('round-trips through URLSearchParams and safeRedirect', () => {
    const target = redirectTarget('/registered-information/9/visa-assistance', '?a=1&b=%20x');
    const param = new URLSearchParams(target.split('?')[1]).get('redirect');
    expect(safeRedirect(param)).toBe('/registered-information/9/visa-assistance?a=1&b=%20x');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/me', '/me'],
    ['/my-events/1?tab=2', '/my-events/1?tab=2'],
    ['/faq#top', '/faq#top'],
    ['  /me  ', '/me'],
    ['/a/../me', '/me'],
  ])('accepts %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['me'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['http://evil.example'],
    ['https:evil.example'],
    ['javascript:alert(1)'],
    ['/x\ny'],
    ['/x\u0000'],
    ['data:text/html,hi'],
    ['///evil.example'],
  ])('rejects %s', (input) => {
    expect(safeRedirect(input)).toBeNull();
  });
});
