import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@festival/shared-util-form-schemas';

export interface CodeFormProps {
  /** Digits in the code (SPEC.md §5: 6). */
  length?: number;
  intro?: ReactNode;
  /** Shown under the field while there is no error, e.g. the attempts left. */
  status?: string;
  /** An error from outside the form, e.g. after a resend failed. */
  error?: string | null;
  submitLabel: string;
  resendLabel?: string;
  /** Answers an error message for the field, or nothing on success. */
  onSubmit: (code: string) => Promise<string | void>;
  onResend?: () => Promise<void>;
  /** Multi-factor: submit as soon as the last digit is typed (SPEC.md §4). */
  autoSubmit?: boolean;
}

/** One labelled field for an emailed code, with Resend Code. */
export function CodeForm({
  length = 6,
  intro,
  status,
  error,
  submitLabel,
  resendLabel,
  onSubmit,
  onResend,
  autoSubmit = false,
}: CodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef<string | null>(null);
  const shown = fieldError ?? error ?? null;

  useEffect(() => input.current?.focus(), []);

  async function submit(value: string) {
    if (busy) return;
    if (value.length !== length) {
      setFieldError(
        value ? validationMessage('validation.verificationCode') : validationMessage('validation.required'),
      );
      return;
    }
    setBusy(true);
    setFieldError(null);
    try {
      const message = await onSubmit(value);
      if (message) {
        setFieldError(message);
        setCode('');
        submitted.current = null;
        input.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, length);
    setCode(digits);
    if (fieldError) setFieldError(null);
    if (autoSubmit && digits.length === length && submitted.current !== digits) {
      submitted.current = digits;
      void submit(digits);
    }
  }

  async function resend() {
    if (!onResend) return;
    setResending(true);
    setFieldError(null);
    setCode('');
    submitted.current = null;
    try {
      await onResend();
    } finally {
      setResending(false);
      input.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <Stack gap="4">
        {intro}
        <Field.Root invalid={Boolean(shown)} required>
          <Field.Label>{t('fields.code')}</Field.Label>
          <Input
            ref={input}
            name="code"
            value={code}
            onChange={(event) => onChange(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={length}
            letterSpacing="0.5em"
            fontSize="xl"
            textAlign="center"
            disabled={busy}
          />
          {shown ? (
            <Field.ErrorText role="alert">{shown}</Field.ErrorText>
          ) : status ? (
            <Field.HelperText>{status}</Field.HelperText>
          ) : null}
        </Field.Root>
        <HStack gap="3" justify="space-between" wrap="wrap">
          {onResend && resendLabel ? (
            <Button variant="outline" colorPalette="brand" onClick={() => void resend()} loading={resending}>
              {resendLabel}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" colorPalette="brand" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
        {busy && (
          <Text srOnly role="status">
            {submitLabel}
          </Text>
        )}
      </Stack>
    </form>
  );
}
