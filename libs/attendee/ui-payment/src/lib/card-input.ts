/** How the card fields show what is typed (SPEC.md §5): "1234 5678 9012 3456" and "MM/YY". */

/** Digits only, at most 16, in groups of four: what the card number field shows as typed. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, at most four, with the slash after the month: "0", "08", "08/2", "08/27". */
export function formatExpiration(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, rather than putting it straight back.
  if (digits.length === 2 && previous.length === 3 && typed.length === 2) return digits;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card code field keeps digits only, at most three (SPEC.md §9). */
export const formatCardCode = (typed: string): string => typed.replace(/\D/g, '').slice(0, 3);
