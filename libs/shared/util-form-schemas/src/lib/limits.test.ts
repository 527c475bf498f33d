import { LENGTHS } from './limits';

it('has the lengths of SPEC.md §9', () => {
  expect(LENGTHS).toMatchObject({
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
  });
});
