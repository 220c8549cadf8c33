import { Avatar } from './ui/avatar';

/**
 * A person in a list's row: their avatar and name, and under it what tells two of the same name
 * apart (their code and department), as every list of people's records shows them.
 */
export function PersonCell({
  name,
  details,
}: {
  name: string;
  /** Shown in order, joined by a middle dot; a missing one is left out. */
  details: readonly (string | null | undefined)[];
}) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={name} className="size-8" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">{details.filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}
