import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type FieldProps } from './text-field.tsx';

/** A password input with the show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? '🙈' : '👁'}
        </button>
      }
    />
  );
}
