import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export const SEARCH_DELAY_MS = 300;

/**
 * A search box whose committed value lives elsewhere (the address bar): typing commits after a
 * pause, and a value changed from outside (back, a cleared filter) shows here unless a commit of
 * what was typed is still waiting.
 */
export function SearchInput({
  value,
  onCommit,
  label,
  placeholder,
  busy = false,
  className,
}: {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  placeholder: string;
  busy?: boolean;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (timer.current === undefined) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string, delay = SEARCH_DELAY_MS) => {
    setText(next);
    clearTimeout(timer.current);
    const run = () => {
      timer.current = undefined;
      commit.current(next.trim());
    };
    if (delay === 0) run();
    else timer.current = setTimeout(run, delay);
  };

  return (
    <div className={cn('relative w-full', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') change(text, 0);
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
        {busy ? (
          <Spinner className="text-muted-foreground" />
        ) : text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => change('', 0)}
            className="rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </span>
    </div>
  );
}
