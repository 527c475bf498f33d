/** Card facts the server may keep or use without storing the number: Luhn, brand, last four. */

/** The Luhn (mod 10) check every card number passes; a typo in one digit fails it. */
export function passesLuhn(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i += 1) {
    let digit = cardNumber.charCodeAt(cardNumber.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB' | 'Diners Club' | 'Unknown';

/** The brand from the number's prefix (the issuer identification ranges the networks publish). */
export function cardBrand(cardNumber: string): CardBrand {
  const prefix = (n: number) => Number(cardNumber.slice(0, n));
  if (/^4/.test(cardNumber)) return 'Visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'Mastercard';
  if (/^3[47]/.test(cardNumber)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(cardNumber) || (prefix(6) >= 622126 && prefix(6) <= 622925)) return 'Discover';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'JCB';
  if (/^(36|38|30[0-5])/.test(cardNumber)) return 'Diners Club';
  return 'Unknown';
}

export const lastFour = (cardNumber: string) => cardNumber.slice(-4);
