import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { newAttendee } from '@festival/shared-util-registration';
import { AttendeeFields } from './attendee-fields';
import type { SelectOption } from '@festival/shared-ui-form-fields';
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
  const headingPrefix = useId();
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
          {values.attendees.map((attendee, index) => {
            if (index === MAIN_INDEX) return null;
            const headingId = `${headingPrefix}-${index}`;
            return (
              <Card.Root as="section" key={attendee.id ?? `new-${index}`} aria-labelledby={headingId} variant="outline">
                <Card.Body>
                  <Flex justify="space-between" align="center" mb="4" gap="3">
                    <Heading as="h3" size="md" id={headingId}>
                      {t('attendees.heading', { n: index })}
                    </Heading>
                    <Button variant="outline" colorPalette="red" size="sm" onClick={() => remove(index)}>
                      {t('attendees.remove')}
                    </Button>
                  </Flex>
                  <AttendeeFields
                    index={index}
                    type={values.type}
                    isMainProfile={false}
                    countries={countries}
                    languages={languages}
                    emergencyFromMain={applyAll}
                  />
                </Card.Body>
              </Card.Root>
            );
          })}
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
