import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
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
}

/** The "Additional Attendees" tab: a card per attendee with Remove, and Add Additional Attendee. */
export function AdditionalAttendees({ countries, languages }: AdditionalAttendeesProps) {
  const { t } = useTranslation('registration');
  const { values, setFieldValue } = useFormikContext<RegistrationFormValues>();
  const applyAll = values.type === 'DELEGATE' && values.isApplyEmergencyContactForAll;

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
          <Box>
            <Button variant="outline" colorPalette="brand" onClick={add}>
              {t('attendees.add')}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
