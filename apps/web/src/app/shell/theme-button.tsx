import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import type { ThemePreference } from '../../lib/theme';
import { useTheme } from '../providers/theme-provider';

export const THEME_LABELS: Readonly<Record<ThemePreference, MessageDescriptor>> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

/** The header's theme button: the trigger of the theme menu, and its look-alike until the menu loads. */
export function ThemeButton(props: ComponentProps<'button'>) {
  const { theme, resolvedTheme } = useTheme();
  const { t, i18n } = useLingui();
  const themeName = i18n._(THEME_LABELS[theme]);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Theme`}
      title={t`Theme: ${themeName}`}
      data-on-demand="theme-menu"
      {...props}
    >
      {resolvedTheme === 'dark' ? (
        <Moon className="size-5" aria-hidden="true" />
      ) : (
        <Sun className="size-5" aria-hidden="true" />
      )}
    </Button>
  );
}
