import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { ThemePreference } from '../../lib/theme';
import { useTheme } from '../providers/theme-provider';
import { THEME_LABELS, ThemeButton } from './theme-button';

const OPTIONS: { value: ThemePreference; label: MessageDescriptor; Icon: typeof Sun }[] = [
  { value: 'light', label: THEME_LABELS.light, Icon: Sun },
  { value: 'dark', label: THEME_LABELS.dark, Icon: Moon },
  { value: 'system', label: THEME_LABELS.system, Icon: Monitor },
];

export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { theme, setTheme } = useTheme();
  const { i18n } = useLingui();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          <Trans>Appearance</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {OPTIONS.map(({ value, label, Icon }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() => setTheme(value)}
            data-active={value === theme || undefined}
          >
            <Icon aria-hidden="true" />
            <span className="flex-1">{i18n._(label)}</span>
            {value === theme ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
