import { Button, Grid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem, VisaRequestInput } from '@festival/shared-util-api-contracts';
import { FormRadioGroup, FormSelectField, FormTextField, FormTextareaField } from '@festival/shared-ui-form-fields';
import { visaRequestSchema } from '@festival/shared-util-form-schemas';

export interface VisaRequestFormValues {
  attendeeId: string;
  passportCountryId: string;
  nationalityCountryId: string;
  arrivalDate: string;
  departureDate: string;
  needsInvitationLetter: boolean;
  notes: string;
}

export interface VisaRequestFormProps {
  label: string;
  initialValues: VisaRequestFormValues;
  countries: readonly ContentItem[];
  submitLabel: string;
  /** Resolves to field errors from the server, if any. */
  onSubmit: (request: VisaRequestInput) => Promise<Record<string, string> | undefined>;
  /** Shown for a request that exists: take it back. */
  onWithdraw?: () => Promise<void>;
}

export const toVisaRequest = (values: VisaRequestFormValues): VisaRequestInput => ({
  attendeeId: values.attendeeId,
  passportCountryId: values.passportCountryId,
  nationalityCountryId: values.nationalityCountryId,
  arrivalDate: values.arrivalDate,
  departureDate: values.departureDate,
  needsInvitationLetter: values.needsInvitationLetter,
  notes: values.notes.trim() || null,
});

/** One attendee's visa request, validated by the same rules the API applies. */
export function VisaRequestForm({
  label,
  initialValues,
  countries,
  submitLabel,
  onSubmit,
  onWithdraw,
}: VisaRequestFormProps) {
  const { t } = useTranslation('registered');
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.id, label: c.name })), [countries]);
  return (
    <Formik<VisaRequestFormValues>
      initialValues={initialValues}
      validationSchema={visaRequestSchema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit(toVisaRequest(values));
        if (errors) helpers.setErrors(errors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <FormSelectField
                name="passportCountryId"
                label={t('visa.passportCountry')}
                placeholder={t('visa.chooseCountry')}
                options={countryOptions}
                required
              />
              <FormSelectField
                name="nationalityCountryId"
                label={t('visa.nationality')}
                placeholder={t('visa.chooseCountry')}
                options={countryOptions}
                required
              />
              <FormTextField name="arrivalDate" label={t('visa.arrivalDate')} type="date" required />
              <FormTextField
                name="departureDate"
                label={t('visa.departureDate')}
                type="date"
                helper={t('visa.departureHint')}
                required
              />
            </Grid>
            <FormRadioGroup
              name="needsInvitationLetter"
              legend={t('visa.invitationLetter')}
              direction="row"
              options={[
                { value: true, label: t('visa.yes') },
                { value: false, label: t('visa.no') },
              ]}
            />
            <FormTextareaField name="notes" label={t('visa.notes')} helper={t('visa.notesHint')} />
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {submitLabel}
              </Button>
              {onWithdraw && (
                <Button variant="outline" colorPalette="red" disabled={isSubmitting} onClick={() => void onWithdraw()}>
                  {t('visa.withdraw')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
