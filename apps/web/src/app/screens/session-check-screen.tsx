import { useLingui } from '@lingui/react/macro';
import { BrandMark } from '../../components/brand-mark';
import { Spinner } from '../../components/ui/spinner';

/** Shown at start while a stored token's profile is checked (spec §2, §4). */
export function SessionCheckScreen() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5">
      <BrandMark className="size-10" />
      <Spinner label={t`Checking your session`} className="size-6 text-primary" />
    </div>
  );
}
