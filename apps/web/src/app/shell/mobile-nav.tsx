import type { NavItem } from '@hrms/contracts/navigation';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

/** The menu under 1024px: the sidebar's entries in a drawer. */
export function MobileNav({
  items,
  open,
  onOpenChange,
}: {
  items: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="sr-only">
          <Trans>Menu</Trans>
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Pages of HRMS you can open</Trans>
        </SheetDescription>
        <div
          data-testid="menu-header"
          className="flex items-center justify-between border-b border-sidebar-border pr-3"
        >
          <Brand collapsed={false} ruled={false} />
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t`Close menu`}>
              <X className="size-5" aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <SidebarNav items={items} collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
