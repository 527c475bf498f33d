import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import type { AttendeeType } from '@festival/shared-util-form-schemas';
import { FastChecklistField, FastSelectField, FastTextField } from './fast-field';

export interface AttendeeFieldsProps {
  /** Index in the form's attendees. */
  index: number;
  type: AttendeeType | '';
  isMainProfile: boolean;
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  /** "Apply emergency contact for all": the others show the main profile's, read-only. */
  emergencyFromMain: boolean;
  /** "Same address as the main attendee": the address fields show the main attendee's, read-only. */
  addressFromMain?: boolean;
}

/**
 * One attendee's fields (SPEC.md §3 "Registration form", §5 "Attendee"). Rendered again only when
 * its props change, and each field only when its own part of the form does: a keystroke renders one field.
 */
export const AttendeeFields = memo(function AttendeeFields({
  index,
  type,
  isMainProfile,
  countries,
  languages,
  emergencyFromMain,
  addressFromMain = false,
}: AttendeeFieldsProps) {
  const { t } = useTranslation('registration');
  const name = (field: string) => `attendees.${index}.${field}`;
  const isDelegate = type === 'DELEGATE';
  const emergencyReadOnly = emergencyFromMain && !isMainProfile;
  // Disabled, not read-only: a native select cannot be read-only, and all five copied fields must look alike.
  const addressCopied = addressFromMain && !isMainProfile;
  const addressHelper = addressCopied ? t('fields.addressFromMain') : undefined;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FastTextField
          name={name('firstName')}
          label={t('fields.firstName')}
          autoComplete={isMainProfile ? 'given-name' : 'off'}
          required
        />
        <FastTextField
          name={name('lastName')}
          label={t('fields.lastName')}
          autoComplete={isMainProfile ? 'family-name' : 'off'}
          required
        />
        <FastTextField
          name={name('email')}
          label={t('fields.email')}
          type="email"
          autoComplete={isMainProfile ? 'email' : 'off'}
          required={isMainProfile}
          // The main attendee is the signed-in person: the server takes only the account's email.
          readOnly={isMainProfile}
          helper={isMainProfile ? t('fields.emailFromAccount') : undefined}
        />
        <FastTextField name={name('dob')} label={t('fields.dob')} type="date" helper={t('fields.dobHint')} required />
        <FastTextField
          name={name('phone')}
          label={t('fields.phone')}
          type="tel"
          autoComplete={isMainProfile ? 'tel' : 'off'}
          helper={t('fields.phoneHint')}
          required
        />
        <FastTextField name={name('ethnicity')} label={t('fields.ethnicity')} required={!isDelegate} />
        <FastTextField
          name={name('address')}
          label={t('fields.address')}
          autoComplete={isMainProfile ? 'street-address' : 'off'}
          disabled={addressCopied}
          helper={addressHelper}
          required
        />
        <FastTextField name={name('city')} label={t('fields.city')} disabled={addressCopied} required />
        <FastTextField name={name('state')} label={t('fields.state')} disabled={addressCopied} required />
        <FastSelectField
          name={name('countryId')}
          label={t('fields.country')}
          placeholder={t('fields.chooseCountry')}
          options={countries}
          disabled={addressCopied}
          required
        />
        <FastTextField
          name={name('zipCode')}
          label={t('fields.zipCode')}
          autoComplete={isMainProfile ? 'postal-code' : 'off'}
          disabled={addressCopied}
          required
        />
        <FastChecklistField
          name={name('languageIds')}
          label={t('fields.languages')}
          options={languages}
          helper={isDelegate ? t('fields.languagesHintDelegate') : t('fields.languagesHint')}
        />
      </SimpleGrid>
      {isDelegate && (
        <Stack as="fieldset" gap="3">
          <Heading as="legend" size="md" mb="2">
            {t('sections.emergency')}
          </Heading>
          {emergencyReadOnly && (
            <Text fontSize="sm" color="fg.muted">
              {t('fields.emergencyFromMain')}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FastTextField
              name={name('emergencyName')}
              label={t('fields.emergencyName')}
              readOnly={emergencyReadOnly}
              required
            />
            <FastTextField
              name={name('emergencyPhone')}
              label={t('fields.emergencyPhone')}
              type="tel"
              readOnly={emergencyReadOnly}
              required
            />
            <FastTextField
              name={name('emergencyEmail')}
              label={t('fields.emergencyEmail')}
              type="email"
              readOnly={emergencyReadOnly}
              required
            />
            <FastTextField
              name={name('emergencyRelationship')}
              label={t('fields.emergencyRelationship')}
              readOnly={emergencyReadOnly}
              required
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
});
