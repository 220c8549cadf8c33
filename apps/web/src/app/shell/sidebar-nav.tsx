import type { NavItem } from '@hrms/contracts/navigation';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { navLabel } from './nav-labels';
import { isPathActive, navIcon } from './navigation';
import { useOnDemand } from './on-demand';

const itemBase =
  'flex h-9 w-full items-center gap-3 rounded-md px-2.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-[18px] [&_svg]:shrink-0';
const itemIdle = 'text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground';
const itemActive = 'bg-sidebar-accent text-sidebar-accent-foreground';

function LinkItem({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = navIcon(item.label);
  const { overlays } = useOnDemand();
  const { i18n } = useLingui();
  const label = navLabel(i18n, item.label);
  const link = (
    <NavLink
      to={item.path}
      onClick={onNavigate}
      data-nav-top={item.label}
      className={({ isActive }) =>
        cn(itemBase, isActive ? itemActive : itemIdle, collapsed && 'justify-center px-0')
      }
    >
      <Icon aria-hidden="true" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
  if (!collapsed || !overlays) return link;
  return <overlays.WithTooltip label={label}>{link}</overlays.WithTooltip>;
}

/** `key` of a collapsed group's button for the on-demand overlays. */
export const groupKey = (item: NavItem) => `nav-group:${item.label}`;

/** A group's icon in the collapsed sidebar: the trigger of its menu, and its look-alike until it loads. */
export function CollapsedGroupButton({
  item,
  active,
  className,
  ...props
}: { item: NavItem; active: boolean } & ComponentProps<'button'>) {
  const Icon = navIcon(item.label);
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      data-nav-top={item.label}
      data-on-demand={groupKey(item)}
      className={cn(itemBase, 'justify-center px-0', active ? itemActive : itemIdle, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{navLabel(i18n, item.label)}</span>
    </button>
  );
}

function GroupItem({
  item,
  pages,
  collapsed,
  open,
  onToggle,
  onNavigate,
}: {
  item: NavItem;
  pages: readonly NavItem[];
  collapsed: boolean;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const listId = useId();
  const { i18n } = useLingui();
  const Icon = navIcon(item.label);
  const active = pages.some((child) => isPathActive(child.path, pathname));
  const onDemand = useOnDemand();

  if (collapsed) {
    // Icons only: the group opens its pages in a menu beside the sidebar.
    const { overlays } = onDemand;
    if (!overlays) {
      return <CollapsedGroupButton item={item} active={active} {...onDemand.lookAlike(groupKey(item))} />;
    }
    return (
      <overlays.CollapsedGroupMenu
        item={item}
        pages={pages}
        active={active}
        onNavigate={onNavigate}
        defaultOpen={onDemand.openOnMount === groupKey(item)}
      />
    );
  }

  return (
    <>
      <button
        type="button"
        data-nav-top={item.label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={cn(itemBase, itemIdle, active && 'text-sidebar-accent-foreground')}
      >
        <Icon aria-hidden="true" />
        <span className="flex-1 truncate text-left">{navLabel(i18n, item.label)}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('!size-4 text-muted-foreground transition-transform', !open && '-rotate-90')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-0.5 ml-[1.3rem] space-y-0.5 border-l border-sidebar-border pl-2.5"
      >
        {pages.map((child) => (
          <li key={child.path}>
            <NavLink
              to={child.path}
              onClick={onNavigate}
              className={({ isActive }) => cn(itemBase, 'h-8 font-normal', isActive ? itemActive : itemIdle)}
            >
              <span className="truncate">{navLabel(i18n, child.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The main menu: only the entries the role may open (from the shared NAVIGATION table). */
export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  // Groups start open; a person may fold the ones they do not use.
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (label: string) =>
    setClosedGroups((prev) => {
      const next = new Set(prev);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <nav aria-label={t`Main`} className="flex-1 overflow-y-auto px-3 py-3">
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.label}>
            {item.children && item.children.length > 0 ? (
              <GroupItem
                item={item}
                pages={item.children}
                collapsed={collapsed}
                open={!closedGroups.has(item.label)}
                onToggle={() => toggle(item.label)}
                onNavigate={onNavigate}
              />
            ) : (
              <LinkItem item={item} collapsed={collapsed} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
