import { Columns3 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { COLUMNS, type ColumnKey, DEFAULT_COLUMNS, normaliseColumns } from '../utils/columns';

/** Which columns the table shows; the choice stays open while toggling several. */
export function ColumnChooser({
  visible,
  onChange,
}: {
  visible: readonly ColumnKey[];
  onChange: (next: ColumnKey[]) => void;
}) {
  const shown = new Set(visible);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="text-xs text-muted-foreground">Show columns</DropdownMenuLabel>
        {COLUMNS.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.key}
            checked={shown.has(column.key)}
            disabled={column.fixed}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(on) =>
              onChange(
                normaliseColumns(on ? [...visible, column.key] : visible.filter((k) => k !== column.key)),
              )
            }
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onChange([...DEFAULT_COLUMNS])}>Reset to default</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
