import { number, object, string } from 'yup';
import { emailField, phoneField } from './attendee-schema';
import { LENGTHS } from './limits';
import { message } from './messages';
import { digitsOnly, lettersOnly, optionalText, requiredText } from './rules';

/** "1234 5678 9012 3456": 16 digits in groups of four, as the card field masks them. */
export const CARD_NUMBER_PATTERN = /^\d{4} \d{4} \d{4} \d{4}$/;
/** MM/YY with a real month. */
export const CARD_EXPIRATION_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

const max = LENGTHS.maxText;

function cardCodeField() {
  return string()
    .trim()
    .required(message('validation.required'))
    .test(digitsOnly())
    .max(LENGTHS.cardCode, message('validation.max', { max: LENGTHS.cardCode }));
}

function cardNameField() {
  return requiredText(max).test(lettersOnly());
}

/** The billing part, shared by the payment form and the payment payload. */
function billingFields() {
  return {
    phone: phoneField(false),
    email: emailField(false),
    address: optionalText(LENGTHS.address),
    city: optionalText(max),
    state: optionalText(max),
    countryId: string().trim().required(message('validation.required')),
    zipCode: optionalText(LENGTHS.zipCode),
  };
}

/** The card and billing form (SPEC.md §5 "Payment"), validated only when payment is required. */
export const paymentSchema = (() => {
  const billing = billingFields();
  return object({
    cardNumber: string()
      .required(message('validation.required'))
      .matches(CARD_NUMBER_PATTERN, { message: message('validation.cardNumber'), excludeEmptyString: true }),
    cardName: cardNameField(),
    cardCode: cardCodeField(),
    cardExpirationDate: string()
      .required(message('validation.required'))
      .max(LENGTHS.cardExpiration, message('validation.max', { max: LENGTHS.cardExpiration }))
      .matches(CARD_EXPIRATION_PATTERN, { message: message('validation.invalidExpiration'), excludeEmptyString: true }),
    billingFirstName: optionalText(max),
    billingLastName: optionalText(max),
    billingPhone: billing.phone,
    billingEmail: billing.email,
    billingAddress: billing.address,
    billingCity: billing.city,
    billingState: billing.state,
    billingCountryId: billing.countryId,
    billingZipCode: billing.zipCode,
  });
})();

/**
 * The payment as the API receives it (SPEC.md §3 "Payment payload"): the same rules on the
 * renamed fields, card number without spaces, expiry as YYYY-MM, amount in integer cents.
 */
export const paymentPayloadSchema = object({
  cardNumber: string()
    .required(message('validation.required'))
    .matches(new RegExp(`^\\d{${LENGTHS.cardNumberDigits}}$`), {
      message: message('validation.cardNumber'),
      excludeEmptyString: true,
    }),
  cardName: cardNameField(),
  cardCode: cardCodeField(),
  expirationDate: string()
    .required(message('validation.required'))
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: message('validation.invalidExpiration'), excludeEmptyString: true }),
  firstName: optionalText(max),
  lastName: optionalText(max),
  ...billingFields(),
  amount: number()
    .typeError(message('validation.digitsOnly'))
    .required(message('validation.required'))
    .integer(message('validation.digitsOnly'))
    .min(0, message('validation.digitsOnly')),
});
