import { Button, chakra, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface AttendeeChoice {
  id: string;
  name: string;
  isMainProfile: boolean;
}

export interface ChooseAttendeesBodyProps {
  attendees: readonly AttendeeChoice[];
  /** Ticked at the start: who goes now (when changing who goes). */
  initiallyChosen?: readonly string[];
  onContinue: (chosen: AttendeeChoice[]) => void;
  onCancel: () => void;
}

const Checkbox = chakra('input');

/** Who goes: the main attendee and the additional attendees of the caller's registration. */
export function ChooseAttendeesBody({
  attendees,
  initiallyChosen = [],
  onContinue,
  onCancel,
}: ChooseAttendeesBodyProps) {
  const { t } = useTranslation('attendee');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initiallyChosen));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In the registration's order: the first ones get the places left.
    onContinue(attendees.filter((a) => chosen.has(a.id)));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="5">
        <Fieldset.Root>
          <Fieldset.Legend>{t('activities.choose.legend', 'Who is going?')}</Fieldset.Legend>
          <Stack gap="3" mt="3">
            {attendees.map((a) => (
              <chakra.label key={a.id} display="flex" gap="3" alignItems="center" cursor="pointer">
                <Checkbox
                  type="checkbox"
                  boxSize="4"
                  accentColor="var(--chakra-colors-brand-solid, currentColor)"
                  checked={chosen.has(a.id)}
                  onChange={(e) => toggle(a.id, e.currentTarget.checked)}
                />
                <Text as="span">
                  {a.name}
                  {a.isMainProfile && (
                    <Text as="span" color="fg.muted">
                      {` (${t('activities.choose.main', 'main attendee')})`}
                    </Text>
                  )}
                </Text>
              </chakra.label>
            ))}
          </Stack>
        </Fieldset.Root>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('activities.dialog.cancel', 'Cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={chosen.size === 0}>
            {t('activities.choose.continue', 'Continue')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
