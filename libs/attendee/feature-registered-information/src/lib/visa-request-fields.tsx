import { Grid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContents } from '@festival/attendee-data-access-contents';
import { FormRadioGroup, FormSelectField, FormTextField, FormTextareaField } from '@festival/shared-ui-form-fields';

/** A visa request's fields: passport country and nationality, the stay, the invitation letter, notes. */
export function VisaRequestFields() {
  const { t } = useTranslation('registered');
  const contents = useContents();
  const countries = contents.data?.countries;
  const countryOptions = useMemo(() => (countries ?? []).map((c) => ({ value: c.id, label: c.name })), [countries]);
  return (
    <>
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
    </>
  );
}
