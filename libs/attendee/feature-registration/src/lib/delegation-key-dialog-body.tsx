import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@festival/shared-data-access-api-client';
import { useCheckDelegationKey } from '@festival/attendee-data-access-registrations';
import { LENGTHS, validationMessage } from '@festival/shared-util-form-schemas';

export interface DelegationKeyDialogBodyProps {
  eventId: string;
  initialKey?: string;
  /** The server accepted the key. */
  onAccepted: (key: string) => void;
  onCancel: () => void;
}

/** The delegation key dialog (SPEC.md §2): the key is checked by the API before DELEGATE is chosen. */
export function DelegationKeyDialogBody({
  eventId,
  initialKey = '',
  onAccepted,
  onCancel,
}: DelegationKeyDialogBodyProps) {
  const { t } = useTranslation('registration');
  const check = useCheckDelegationKey(eventId);
  const [key, setKey] = useState(initialKey);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (trimmed === '') return setError(validationMessage('validation.required'));
    if (trimmed.length > LENGTHS.code) return setError(validationMessage('validation.max', { max: LENGTHS.code }));
    setError(null);
    try {
      if (await check.mutateAsync(trimmed)) onAccepted(trimmed);
      else setError(validationMessage('validation.incorrectKey'));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === 429
          ? t('key.tooManyAttempts')
          : isApiError(failure)
            ? failure.message
            : String(failure),
      );
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('key.title')}>
      <Stack gap="4">
        <Text>{t('key.intro')}</Text>
        <Field.Root invalid={error !== null} required>
          <Field.Label>{t('key.label')}</Field.Label>
          <Input ref={input} value={key} autoComplete="off" onChange={(e) => setKey(e.currentTarget.value)} />
          {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('key.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={check.isPending}>
            {t('key.confirm')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
