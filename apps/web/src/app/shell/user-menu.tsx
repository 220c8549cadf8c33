import type { AuthUser } from '@hrms/contracts/auth';
import { can } from '@hrms/contracts/roles';
import { ChevronDown, IdCard, LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../features/auth/components/auth-provider';
import { roleLabel } from '../../lib/role-label';
import { ownRecordPath } from './navigation';

export function displayName(user: AuthUser): string {
  return user.employee ? `${user.employee.firstName} ${user.employee.lastName}` : user.email;
}

export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayName(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label="User menu"
          className="flex h-10 items-center gap-2.5 rounded-md px-1.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring sm:pr-2"
        >
          <Avatar name={name} />
          <span className="hidden min-w-0 flex-col leading-tight md:flex">
            <span className="max-w-40 truncate text-sm font-medium">{name}</span>
            <span className="text-xs text-muted-foreground">{roleLabel(user.role)}</span>
          </span>
          <ChevronDown className="hidden size-4 text-muted-foreground md:block" aria-hidden="true" />
        </button>
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
            Profile
          </Link>
        </DropdownMenuItem>
        {user.employee ? (
          <DropdownMenuItem asChild>
            <Link to={ownRecordPath(user.employee.id)}>
              <IdCard aria-hidden="true" />
              My employee record
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(user.role, 'settings:read') ? (
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
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
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
