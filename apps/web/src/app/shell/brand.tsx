import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { cn } from '../../lib/cn';

/** `ruled`: draws the line under it; in the phone menu the whole header row draws it instead. */
export function Brand({ collapsed, ruled = true }: { collapsed: boolean; ruled?: boolean }) {
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
      <BrandMark />
      <span className={cn('text-base font-semibold tracking-tight', collapsed && 'sr-only')}>HRMS</span>
    </Link>
  );
}
