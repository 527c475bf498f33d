import { Box, Button, Card, Flex, Heading } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import type { AttendeeType } from '@festival/shared-util-form-schemas';
import { AttendeeFields } from './attendee-fields';
import { FastCheckboxField } from './fast-field';

export interface AdditionalAttendeeCardProps {
  /** Index in the form's attendees (1 and up). */
  index: number;
  type: AttendeeType | '';
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  /** "Apply emergency contact for all": the card shows the main profile's, read-only. */
  emergencyFromMain: boolean;
  /** "Same address as the main attendee" is ticked: the card shows the main attendee's address, read-only. */
  addressFromMain: boolean;
  onRemove: (index: number) => void;
}

/** One additional attendee: a titled card with Remove. Rendered again only when its props change. */
export const AdditionalAttendeeCard = memo(function AdditionalAttendeeCard({
  index,
  type,
  countries,
  languages,
  emergencyFromMain,
  addressFromMain,
  onRemove,
}: AdditionalAttendeeCardProps) {
  const { t } = useTranslation('registration');
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Body>
        <Flex justify="space-between" align="center" mb="4" gap="3">
          <Heading as="h3" size="md" id={headingId}>
            {t('attendees.heading', { n: index })}
          </Heading>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => onRemove(index)}>
            {t('attendees.remove')}
          </Button>
        </Flex>
        <Box mb="4">
          <FastCheckboxField name={`attendees.${index}.isSameAddressAsMain`} label={t('fields.sameAddressAsMain')} />
        </Box>
        <AttendeeFields
          index={index}
          type={type}
          isMainProfile={false}
          countries={countries}
          languages={languages}
          emergencyFromMain={emergencyFromMain}
          addressFromMain={addressFromMain}
        />
      </Card.Body>
    </Card.Root>
  );
});
