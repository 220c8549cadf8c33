import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

/** Header search. Searching is not built yet: submitting only logs the text (spec §2), no call is made. */
export function SearchBox() {
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) console.info('Search:', query);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every supported browser (or jsdom)
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-md min-w-0">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label="Search"
        placeholder="Search…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-full min-w-0 rounded-md border border-transparent bg-muted/70 pr-3 pl-9 text-sm outline-none transition-[color,box-shadow,background-color] placeholder:text-muted-foreground focus-visible:border-primary focus-visible:bg-card focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
      />
    </form>
  );
}
