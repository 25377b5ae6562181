import type { ChangeEvent, FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { stripUrlScheme } from '#shared/schemas/fields.ts';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

const TYPED_SCHEME = /^\s*https?:\/\//i;

/**
 * The box shows a fixed https:// prefix, so the input holds only the bare address: a typed or
 * pasted http:// or https:// is dropped as it appears; the schema puts https:// back (spec §2).
 */
export function WebsiteField({ label, registration, error }: Props) {
  const { t } = useWizardTranslation();
  // While typing only a leading scheme goes (trimming mid-typing would fight the caret).
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (TYPED_SCHEME.test(e.target.value)) e.target.value = stripUrlScheme(e.target.value);
    return registration.onChange(e);
  };
  // On leaving, the value is tidied; told as a change so watchers (the draft) see it too.
  const onBlur = async (e: FocusEvent<HTMLInputElement>) => {
    const bare = stripUrlScheme(e.target.value);
    if (bare !== e.target.value) {
      e.target.value = bare;
      await registration.onChange({ target: e.target, type: 'change' });
    }
    return registration.onBlur(e);
  };
  return (
    <FieldFrame label={label} error={error} className="field-website">
      {(control) => (
        <>
          <span className="field-prefix">{t('details.websitePrefix')}</span>
          <input
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            {...control}
            {...registration}
            onChange={onChange}
            onBlur={(e) => void onBlur(e)}
          />
        </>
      )}
    </FieldFrame>
  );
}
