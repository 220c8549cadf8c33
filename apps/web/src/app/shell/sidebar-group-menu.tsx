import type { NavItem } from '@hrms/contracts/navigation';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { navLabel } from './nav-labels';
import { isPathActive, navIcon } from './navigation';
import { CollapsedGroupButton } from './sidebar-nav';

/** A group of the collapsed sidebar: its icon, named by a tooltip, opens its pages in a menu beside it. */
export function CollapsedGroupMenu({
  item,
  pages,
  active,
  onNavigate,
  defaultOpen = false,
}: {
  item: NavItem;
  pages: readonly NavItem[];
  active: boolean;
  onNavigate?: (() => void) | undefined;
  defaultOpen?: boolean;
}) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const label = navLabel(i18n, item.label);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <CollapsedGroupButton item={item} active={active} />
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side="right">{label}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent side="right" align="start" sideOffset={10} className="min-w-48">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {pages.map((child) => {
          const ChildIcon = navIcon(child.label);
          return (
            <DropdownMenuItem key={child.path} asChild>
              <Link
                to={child.path}
                onClick={onNavigate}
                aria-current={isPathActive(child.path, pathname) ? 'page' : undefined}
                className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                <ChildIcon aria-hidden="true" />
                {navLabel(i18n, child.label)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
