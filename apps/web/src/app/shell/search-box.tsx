/**
 * The header's search box: it opens the command palette (./command-palette.tsx), as does Ctrl-K
 * (⌘-K on a Mac) anywhere in the app. The palette comes with the shell's other overlays, fetched on
 * the first sign of intent; a press before they are here opens it as soon as they arrive.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnDemand } from './on-demand';

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchBox({ user }: { user: AuthUser }) {
  const { overlays, want } = useOnDemand();
  const [open, setOpen] = useState(false);
  const show = () => {
    want();
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        want();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [want]);

  const shortcut = onMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts={onMac() ? 'Meta+K' : 'Control+K'}
        className="relative flex h-9 w-full max-w-md min-w-0 items-center rounded-md border border-transparent bg-muted/70 pr-2 pl-9 text-left text-sm text-muted-foreground outline-none transition-[color,box-shadow,background-color] hover:bg-muted focus-visible:border-primary focus-visible:bg-card focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1 truncate">
          <Trans>Search…</Trans>
        </span>
        <kbd className="ml-2 hidden shrink-0 rounded border bg-card px-1.5 py-0.5 font-sans text-[11px] sm:inline">
          {shortcut}
        </kbd>
      </button>
      {overlays ? <overlays.CommandPalette user={user} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
