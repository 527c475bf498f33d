import { Button, Stack, Text } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { newAttendee } from '@festival/shared-util-registration';
import { AdditionalAttendeeCard } from './additional-attendee-card';
import { MAIN_INDEX } from './form-paths';
import { withMainEmergencyContact } from './registration-values';

export interface AdditionalAttendeesProps {
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  /** The most people the registration may carry, the main attendee included (util-registration's attendeeLimit). */
  limit: number;
}

/**
 * The "Additional Attendees" tab: a card per attendee with Remove, and Add Additional Attendee,
 * which stops at the event's cap on the people of one registration and says why.
 */
export function AdditionalAttendees({ countries, languages, limit }: AdditionalAttendeesProps) {
  const { t } = useTranslation('registration');
  const { values, setFieldValue } = useFormikContext<RegistrationFormValues>();
  const applyAll = values.type === 'DELEGATE' && values.isApplyEmergencyContactForAll;
  const full = values.attendees.length >= limit;
  const limitId = useId();

  const add = () => {
    const attendees = [...values.attendees, newAttendee(false)];
    // A newcomer gets the shared emergency contact straight away when it applies to all.
    void setFieldValue('attendees', applyAll ? withMainEmergencyContact(attendees) : attendees);
  };

  return (
    <FieldArray name="attendees">
      {({ remove }) => (
        <Stack gap="5">
          {values.attendees.length <= 1 && <Text color="fg.muted">{t('attendees.empty')}</Text>}
          {values.attendees.map((attendee, index) =>
            index === MAIN_INDEX ? null : (
              <AdditionalAttendeeCard
                key={attendee.id ?? `new-${index}`}
                index={index}
                type={values.type}
                countries={countries}
                languages={languages}
                emergencyFromMain={applyAll}
                addressFromMain={attendee.isSameAddressAsMain === true}
                onRemove={remove}
              />
            ),
          )}
          <Stack gap="2" align="flex-start">
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={add}
              disabled={full}
              aria-describedby={full ? limitId : undefined}
            >
              {t('attendees.add')}
            </Button>
            {full && (
              <Text id={limitId} color="fg.muted" textStyle="sm">
                {t('attendees.limit', { count: limit })}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </FieldArray>
  );
}
