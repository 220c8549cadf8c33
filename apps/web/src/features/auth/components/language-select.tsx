/**
 * The language of the pages around signing in, chosen before anyone signs in and remembered on
 * this device (decision 042). Each language is named in its own script.
 */
import { isLocale, LOCALE_NAMES, LOCALES } from '@hrms/contracts/locales';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { activeLocale, changeLocale } from '../../../i18n/i18n';

export function LanguageSelect() {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <Languages className="size-4" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <NativeSelect
        id={id}
        value={activeLocale()}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void changeLocale(locale);
        }}
        className="w-auto"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
