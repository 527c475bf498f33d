import { formatCardCode, formatCardNumber, formatExpiration } from './card-input';

describe('card input', () => {
  it.each([
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 1111 11119999', '4111 1111 1111 1111'],
    ['4111-1111-abcd', '4111 1111'],
    ['', ''],
  ])('shows the card number %j as %j', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it.each([
    ['0', '', '0'],
    ['08', '0', '08/'],
    ['08/2', '08/', '08/2'],
    ['0827', '', '08/27'],
    ['08/279', '08/27', '08/27'],
    ['08', '08/', '08'],
  ])('shows the expiry %j (after %j) as %j', (typed, previous, shown) =>
    expect(formatExpiration(typed, previous)).toBe(shown),
  );

  it('keeps three digits of the card code', () => expect(formatCardCode('12a34')).toBe('123'));
});
