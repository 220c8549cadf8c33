import type { AuthUser } from '@hrms/contracts/auth';
import { can } from '@hrms/contracts/permissions';
import { Trans } from '@lingui/react/macro';
import { IdCard, LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../features/auth/components/auth-provider';
import { ownRecordPath } from './navigation';
import { displayName, UserMenuButton } from './user-menu-button';

export function UserMenu({ user, defaultOpen = false }: { user: AuthUser; defaultOpen?: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayName(user);

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            <Trans>Profile</Trans>
          </Link>
        </DropdownMenuItem>
        {user.employee ? (
          <DropdownMenuItem asChild>
            <Link to={ownRecordPath(user.employee.id)}>
              <IdCard aria-hidden="true" />
              <Trans>My employee record</Trans>
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(user.role, 'settings:read') ? (
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              <Trans>Settings</Trans>
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          <LogOut aria-hidden="true" />
          <Trans>Sign out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
