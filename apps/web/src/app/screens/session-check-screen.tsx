import { BrandMark } from '../../components/brand-mark';
import { Spinner } from '../../components/ui/spinner';

/** Shown at start while a stored token's profile is checked (spec §2, §4). */
export function SessionCheckScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5">
      <BrandMark className="size-10" />
      <Spinner label="Checking your session" className="size-6 text-primary" />
    </div>
  );
}
