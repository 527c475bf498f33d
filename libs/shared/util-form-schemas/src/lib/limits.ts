/** Length limits (SPEC.md §9 "Lengths"). */
export const LENGTHS = {
  code: 16,
  shortText: 50,
  mediumText: 100,
  maxText: 255,
  signUpName: 25,
  address: 500,
  zipCode: 128,
  cardCode: 3,
  cardExpiration: 5,
  cardNumberDigits: 16,
  verificationCode: 6,
  passwordMin: 8,
  usernameMin: 3,
  usernameMax: 100,
} as const;

/** Default country for phone numbers without a `+` prefix (SPEC.md §5). */
export const DEFAULT_PHONE_COUNTRY = 'US';
