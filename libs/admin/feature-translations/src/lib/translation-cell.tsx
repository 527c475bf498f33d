import { Field, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TranslationCellProps {
  /** For the accessible name: which key in which language. */
  label: string;
  value: string;
  canEdit: boolean;
  saving: boolean;
  onSave: (value: string) => void;
}

/** One translation, edited in place: saved when the field loses focus (or on Ctrl+Enter) if it changed. */
export function TranslationCell({ label, value, canEdit, saving, onSave }: TranslationCellProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const save = () => {
    if (text !== value) onSave(text);
  };
  return (
    <Field.Root>
      <Textarea
        aria-label={label}
        size="sm"
        rows={1}
        autoresize
        minW="40"
        value={text}
        readOnly={!canEdit}
        disabled={saving}
        placeholder={t('translations.untranslated')}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
          if (event.key === 'Escape') setText(value);
        }}
      />
    </Field.Root>
  );
}
