/**
 * The signed-in layout (spec §2): sidebar (64px collapsed, 256px open; an
 * overlay drawer under 1024px), header, breadcrumbs and the page, which is
 * only rendered when the role may open it.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useLoginOptionsQuery } from '../../api/login-options-query';
import { Button } from '../../components/ui/button';
import { useCapabilities } from '../../features/auth/api/get-capabilities';
import { BellButton } from '../../features/notifications/components/bell-button';
import { useMediaQuery } from '../../hooks/use-media-query';
import { cn } from '../../lib/cn';
import { ForbiddenScreen } from '../screens/forbidden-screen';
import { LoadingScreen } from '../screens/loading-screen';
import { Brand } from './brand';
import { BreadcrumbsBar } from './breadcrumbs-bar';
import { ConnectionStatus } from './connection-status';
import { useFocusAfterNavigation } from './focus-after-navigation';
import { canOpen, visibleNavigation } from './navigation';
import { OnDemandOverlays, useIntent, useOnDemand } from './on-demand';
import { SearchBox } from './search-box';
import { SidebarNav } from './sidebar-nav';
import { ThemeButton } from './theme-button';
import { UserMenuButton } from './user-menu-button';

export const SIDEBAR_STORAGE_KEY = 'hrms-sidebar-collapsed';
export const DESKTOP_QUERY = '(min-width: 1024px)';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(collapsed));
  } catch {
    // Remembered for this page only.
  }
}

/** The header's menus: each a look-alike button until the overlays arrive (./on-demand.tsx). */
function HeaderMenus({ user }: { user: AuthUser }) {
  const { overlays, lookAlike, openOnMount } = useOnDemand();
  if (!overlays) {
    return (
      <>
        <BellButton {...lookAlike('notifications')} />
        <ThemeButton {...lookAlike('theme-menu')} />
        <UserMenuButton user={user} {...lookAlike('user-menu')} />
      </>
    );
  }
  return (
    <>
      <overlays.NotificationBell viewerRole={user.role} defaultOpen={openOnMount === 'notifications'} />
      <overlays.ThemeMenu defaultOpen={openOnMount === 'theme-menu'} />
      <overlays.UserMenu user={user} defaultOpen={openOnMount === 'user-menu'} />
    </>
  );
}

export function AppShell({ user }: { user: AuthUser }) {
  return (
    <OnDemandOverlays>
      <ShellLayout user={user} />
    </OnDemandOverlays>
  );
}

function ShellLayout({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const capabilities = useCapabilities().data;
  // The company's name and logo (the brand here, the sign-in page after signing out) follow
  // Settings → Company, which reloads this query after a change.
  useLoginOptionsQuery();
  const items = useMemo(() => visibleNavigation(user.role, capabilities), [user.role, capabilities]);
  const { overlays, want } = useOnDemand();
  const intent = useIntent();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);

  // Following a link closes the drawer; so does growing past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose
  useEffect(() => setMobileOpen(false), [location.pathname, isDesktop]);

  const toggleCollapsed = () => {
    setCollapsed((prev) => {
      storeCollapsed(!prev);
      return !prev;
    });
  };

  const allowed = canOpen(user.role, location.pathname, user.employee?.id);
  const loadingPage = navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;

  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary text-sm text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>

      {isDesktop ? (
        <aside
          {...intent}
          data-testid="sidebar"
          data-collapsed={collapsed}
          className={cn(
            'sticky top-0 flex h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <Brand collapsed={collapsed} />
          <SidebarNav items={items} collapsed={collapsed} />
        </aside>
      ) : (
        overlays && <overlays.MobileNav items={items} open={mobileOpen} onOpenChange={setMobileOpen} />
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          {...intent}
          className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-1.5 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:gap-2 sm:px-5"
        >
          {isDesktop ? (
            <Button
              variant="ghost"
              size="icon"
              onClick={toggleCollapsed}
              aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
              aria-expanded={!collapsed}
              title={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5" aria-hidden="true" />
              )}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => {
                want();
                setMobileOpen(true);
              }}
              aria-label={t`Open menu`}
              aria-expanded={mobileOpen}
            >
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          )}
          <div className="flex min-w-0 flex-1 items-center">
            <SearchBox user={user} />
          </div>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <ConnectionStatus />
            <HeaderMenus user={user} />
          </div>
        </header>

        <main
          ref={main}
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          <BreadcrumbsBar />
          {loadingPage ? <LoadingScreen /> : allowed ? <Outlet /> : <ForbiddenScreen />}
        </main>
      </div>
    </div>
  );
}
