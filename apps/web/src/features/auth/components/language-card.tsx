/**
 * The person's language (decision 042): kept on their account, so it follows them to every device
 * they sign in on; "the company's" goes back to the company's language and forgets this device's.
 */
import { isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE } from '@hrms/contracts/locales';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLoginOptions } from '../../../api/get-login-options';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { forgetDeviceLocale } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useCurrentUser } from './auth-provider';

const COMPANY = 'company';

export function LanguageCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const companyLanguage = LOCALE_NAMES[useLoginOptions()?.language ?? SOURCE_LOCALE];
  const update = useUpdateProfile();
  const id = useId();
  const saved = update.isPending ? update.variables?.language : user.language;

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t`Language of the product`}</Label>
      <NativeSelect
        id={id}
        className="sm:max-w-xs"
        value={saved ?? COMPANY}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const choice = event.target.value;
          const language = isLocale(choice) ? choice : null;
          if (language === null) forgetDeviceLocale();
          update.mutate(
            { language },
            {
              onSuccess: () => toast.success(t`Language saved`),
              onError: (error) => toast.error(error.message, { duration: 6000 }),
            },
          );
        }}
      >
        <option value={COMPANY}>{t`The company’s: ${companyLanguage}`}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t`Every page speaks it on every device you sign in on.`}
      </p>
    </div>
  );
}
