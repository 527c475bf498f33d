import { Fieldset, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import { formatCardCode, formatCardNumber, formatExpiration } from './card-input';
import { PaymentSelectField, PaymentTextField } from './payment-text-field';

export interface PaymentFieldsProps {
  /** Where the payment sits in the Formik values: '' for a form of its own, 'payment.' inside the registration form. */
  prefix?: string;
  countries: readonly SelectOption[];
}

/** Card information and billing information (SPEC.md §2, §3 "Payment form fields"). */
export const PaymentFields = memo(function PaymentFields({ prefix = '', countries }: PaymentFieldsProps) {
  const { t } = useTranslation('attendee');
  const n = (field: string) => `${prefix}${field}`;
  return (
    <Stack gap="8">
      <Fieldset.Root>
        <Fieldset.Legend asChild>
          <Heading as="h3" size="md" mb="3">
            {t('payment.cardInformation', 'Card information')}
          </Heading>
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PaymentTextField
            name={n('cardNumber')}
            label={t('payment.cardNumber', 'Card number')}
            format={formatCardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            required
          />
          <PaymentTextField
            name={n('cardName')}
            label={t('payment.cardName', 'Name on card')}
            autoComplete="cc-name"
            required
          />
          <PaymentTextField
            name={n('cardExpirationDate')}
            label={t('payment.cardExpirationDate', 'Expiration date (MM/YY)')}
            format={formatExpiration}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payment.cardExpirationPlaceholder', 'MM/YY')}
            required
          />
          <PaymentTextField
            name={n('cardCode')}
            label={t('payment.cardCode', 'Security code (CVC)')}
            format={formatCardCode}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
          />
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend asChild>
          <Heading as="h3" size="md" mb="3">
            {t('payment.billingInformation', 'Billing information')}
          </Heading>
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PaymentTextField
            name={n('billingFirstName')}
            label={t('payment.billingFirstName', 'First name')}
            autoComplete="given-name"
          />
          <PaymentTextField
            name={n('billingLastName')}
            label={t('payment.billingLastName', 'Last name')}
            autoComplete="family-name"
          />
          <PaymentTextField
            name={n('billingEmail')}
            label={t('payment.billingEmail', 'Email')}
            type="email"
            autoComplete="email"
          />
          <PaymentTextField
            name={n('billingPhone')}
            label={t('payment.billingPhone', 'Phone')}
            type="tel"
            autoComplete="tel"
          />
          <PaymentTextField
            name={n('billingAddress')}
            label={t('payment.billingAddress', 'Address')}
            autoComplete="street-address"
          />
          <PaymentTextField
            name={n('billingCity')}
            label={t('payment.billingCity', 'City')}
            autoComplete="address-level2"
          />
          <PaymentTextField
            name={n('billingState')}
            label={t('payment.billingState', 'State')}
            autoComplete="address-level1"
          />
          <PaymentSelectField
            name={n('billingCountryId')}
            label={t('payment.billingCountry', 'Country')}
            placeholder={t('payment.chooseCountry', 'Choose a country')}
            options={countries}
            required
          />
          <PaymentTextField
            name={n('billingZipCode')}
            label={t('payment.billingZipCode', 'Zip code')}
            autoComplete="postal-code"
          />
        </SimpleGrid>
      </Fieldset.Root>
    </Stack>
  );
});
