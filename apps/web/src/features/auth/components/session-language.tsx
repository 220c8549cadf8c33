/**
 * The language the product speaks to the person (decision 042): their account's choice, on every
 * device; else this device's (chosen on the sign-in page); else the company's, once the sign-in
 * options are here (the sign-in page and the shell fetch them); else English. Renders nothing.
 */
import { SOURCE_LOCALE } from '@hrms/contracts/locales';
import { useEffect, useSyncExternalStore } from 'react';
import { useLoginOptionsStore } from '../../../api/get-login-options';
import { activeLocale, changeLocale, deviceLocale } from '../../../i18n/i18n';
import { useAuth } from './auth-provider';

export function SessionLanguage() {
  const { user } = useAuth();
  const store = useLoginOptionsStore();
  const company = useSyncExternalStore(store.subscribe, store.current)?.language;
  const own = user?.language ?? null;
  useEffect(() => {
    const wanted = own ?? deviceLocale() ?? company ?? SOURCE_LOCALE;
    // The account's choice is kept on the device too: the sign-in page speaks it after signing out.
    if (wanted !== activeLocale()) void changeLocale(wanted, { remember: own !== null });
  }, [own, company]);
  return null;
}
