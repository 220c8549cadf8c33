import { Link } from 'react-router';
import { useLoginOptions } from '../../api/get-login-options';
import { BrandMark } from '../../components/brand-mark';
import { cn } from '../../lib/cn';

/**
 * The company's logo (Settings → Company) or the product's mark. `ruled`: draws the line under it;
 * in the phone menu the whole header row draws it instead.
 */
export function Brand({ collapsed, ruled = true }: { collapsed: boolean; ruled?: boolean }) {
  const logoUrl = useLoginOptions()?.logoUrl;
  return (
    <Link
      to="/dashboard"
      data-testid="brand"
      className={cn(
        'flex h-16 shrink-0 items-center gap-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        ruled && 'border-b border-sidebar-border',
        collapsed ? 'justify-center px-0' : 'px-5',
      )}
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          data-testid="company-logo"
          className="size-8 shrink-0 rounded-lg bg-white object-contain"
        />
      ) : (
        <BrandMark />
      )}
      <span className={cn('text-base font-semibold tracking-tight', collapsed && 'sr-only')}>HRMS</span>
    </Link>
  );
}
