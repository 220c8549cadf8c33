/**
 * The actions at the end of an archivable record's row: its own buttons, then a "more actions" menu
 * with the record's other items, Archive or Restore, and Delete….
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, ArchiveRestore, Ellipsis, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { Spinner } from './ui/spinner';

/** What the actions need of the record's update mutation: a TanStack Query mutation fits. */
interface StatusMutation {
  mutate: (
    variables: { id: string; body: { status: 'active' | 'archived' } },
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

export function RecordActions({
  record,
  noun,
  restoredMessage,
  update,
  onDelete,
  menuItems,
  children,
}: {
  record: { id: string; name: string; status: 'active' | 'archived' };
  /**
   * What the record is, in lower case and in the active language: "template" gives "The template
   * could not be archived".
   */
  noun: string;
  /** The toast once an archived record is back in use. */
  restoredMessage: string;
  update: StatusMutation;
  onDelete: () => void;
  /** Items of the menu above Archive or Restore. */
  menuItems?: ReactNode;
  /** The buttons before the menu. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const archived = record.status === 'archived';
  const { name } = record;
  const setStatus = () =>
    update.mutate(
      { id: record.id, body: { status: archived ? 'active' : 'archived' } },
      {
        onSuccess: () => toast.success(archived ? restoredMessage : t`${name} was archived`),
        onError: (error) =>
          toast.error(
            archived ? t`The ${noun} could not be restored` : t`The ${noun} could not be archived`,
            {
              description: error.message,
              duration: 6000,
            },
          ),
      },
    );
  return (
    <div className="flex items-center justify-end gap-2">
      {update.isPending ? <Spinner label={t`Saving`} /> : null}
      {children}
      <MoreActionsMenu name={record.name} onDelete={onDelete}>
        {menuItems}
        <DropdownMenuItem onSelect={setStatus} disabled={update.isPending}>
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
        </DropdownMenuItem>
      </MoreActionsMenu>
    </div>
  );
}

/** The "more actions" menu of a record's row: its items, then Delete… apart at the end. */
export function MoreActionsMenu({
  name,
  onDelete,
  children,
}: {
  /** The record's name, in the menu button's accessible name. */
  name: string;
  onDelete: () => void;
  /** The items above Delete…. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t`More actions for ${name}`}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete…</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
