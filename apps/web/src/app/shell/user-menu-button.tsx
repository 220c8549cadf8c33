import type { AuthUser } from '@hrms/contracts/auth';
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { roleLabel } from '../../lib/role-label';

export function displayName(user: AuthUser): string {
  return user.employee ? `${user.employee.firstName} ${user.employee.lastName}` : user.email;
}

/** The header's user button: the trigger of the user menu, and its look-alike until the menu loads. */
export function UserMenuButton({ user, ...props }: { user: AuthUser } & ComponentProps<'button'>) {
  const name = displayName(user);
  return (
    <button
      type="button"
      data-on-demand="user-menu"
      className="flex h-10 items-center gap-2.5 rounded-md px-1.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring sm:pr-2"
      {...props}
    >
      <Avatar name={name} />
      <span className="hidden min-w-0 flex-col leading-tight md:flex">
        <span className="max-w-40 truncate text-sm font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{roleLabel(user.role)}</span>
      </span>
      <ChevronDown className="hidden size-4 text-muted-foreground md:block" aria-hidden="true" />
      <span className="sr-only">
        <Trans>User menu</Trans>
      </span>
    </button>
  );
}
