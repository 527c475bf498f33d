import { cardBrand, lastFour, passesLuhn } from './card';

describe('passesLuhn', () => {
  it.each([
    '4111111111111111',
    '4000000000000002',
    '4000000000009995',
    '4000000000000119',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '3530111333300000',
  ])('accepts the well-known test number %s', (n) => expect(passesLuhn(n)).toBe(true));

  it.each([
    ['one digit changed', '4111111111111112'],
    ['two digits swapped', '4111111111111161'],
    ['too short', '41111'],
    ['not digits', '4111-1111-1111-1111'],
    ['empty', ''],
  ])('refuses %s', (_, n) => expect(passesLuhn(n)).toBe(false));
});

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['341111111111111', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['30569309025904', 'Diners Club'],
    ['9999999999999995', 'Unknown'],
  ])('%s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
});

it('keeps only the last four digits', () => expect(lastFour('4111111111111234')).toBe('1234'));
