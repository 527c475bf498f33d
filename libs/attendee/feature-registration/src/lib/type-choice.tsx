import { Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_TYPES, type AttendeeType } from '@festival/shared-util-form-schemas';

export interface TypeChoiceProps {
  value: AttendeeType | '';
  /** The user picked a type; the form decides (DELEGATE first asks for the key). */
  onChoose: (type: AttendeeType) => void;
  error?: string;
}

const Radio = chakra('input');

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * GENERAL or DELEGATE as two radio cards (native radios: arrow keys move between them). Choosing
 * Delegate asks for the key in a dialog; moving onto it with the arrow keys does not open the
 * dialog by itself (WCAG 3.2.2): it offers a button, and Enter or Space on the radio, to go on.
 */
export function TypeChoice({ value, onChoose, error }: TypeChoiceProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const arrowed = useRef(false);
  const [pending, setPending] = useState<AttendeeType | null>(null);
  const shown = pending ?? value;
  const choose = (type: AttendeeType) => {
    const byArrow = arrowed.current;
    arrowed.current = false;
    if (byArrow && type === 'DELEGATE' && value !== 'DELEGATE') return setPending(type);
    setPending(null);
    onChoose(type);
  };
  const hint = (type: AttendeeType) => (type === 'GENERAL' ? t('type.generalHint') : t('type.delegateHint'));
  return (
    <Stack
      as="fieldset"
      gap="3"
      aria-invalid={error ? true : undefined}
      onKeyDown={(e: React.KeyboardEvent) => {
        arrowed.current = ARROWS.has(e.key);
      }}
    >
      <Heading as="legend" size="md" mb="3">
        {t('type.legend')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {ATTENDEE_TYPES.map((type) => {
          const checked = shown === type;
          return (
            <chakra.label
              key={type}
              display="flex"
              gap="3"
              p="4"
              borderWidth="2px"
              borderRadius="lg"
              cursor="pointer"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <Radio
                type="radio"
                name="type"
                value={type}
                checked={checked}
                mt="1"
                boxSize="4"
                aria-labelledby={`${id}-${type}`}
                aria-describedby={`${id}-${type}-hint`}
                onChange={() => choose(type)}
                onKeyDown={(e: React.KeyboardEvent) => {
                  if (pending === type && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault();
                    choose(type);
                  }
                }}
              />
              <Stack gap="1">
                <Text id={`${id}-${type}`} fontWeight="semibold">
                  {t(`type.${type}`)}
                </Text>
                <Text id={`${id}-${type}-hint`} fontSize="sm" color="fg.muted">
                  {hint(type)}
                </Text>
              </Stack>
            </chakra.label>
          );
        })}
      </SimpleGrid>
      {pending === 'DELEGATE' && (
        <Button alignSelf="start" colorPalette="brand" variant="outline" onClick={() => choose('DELEGATE')}>
          {t('type.enterKey')}
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
