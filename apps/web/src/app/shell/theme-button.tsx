import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { useTheme } from '../providers/theme-provider';

export const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/** The header's theme button: the trigger of the theme menu, and its look-alike until the menu loads. */
export function ThemeButton(props: ComponentProps<'button'>) {
  const { theme, resolvedTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Theme"
      title={`Theme: ${THEME_LABELS[theme]}`}
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
