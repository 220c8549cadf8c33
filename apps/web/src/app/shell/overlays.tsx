/**
 * The shell's controls that open over the page, fetched on demand (./on-demand.tsx):
 * nothing here may be imported statically by the shell.
 */
export { WithTooltip } from '../../components/ui/tooltip';
export { NotificationBell } from '../../features/notifications/components/notification-bell';
export { CommandPalette } from './command-palette';
export { MobileNav } from './mobile-nav';
export { CollapsedGroupMenu } from './sidebar-group-menu';
export { ThemeMenu } from './theme-menu';
export { UserMenu } from './user-menu';
