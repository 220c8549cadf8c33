import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/** A row of tabs too wide for the screen scrolls sideways; its cut edge fades, so it shows there is more. */
function fadeOf(start: boolean, end: boolean): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? 'transparent, black 2rem' : 'black';
  const to = end ? 'black calc(100% - 2rem), transparent' : 'black';
  return `linear-gradient(to right, ${from}, ${to})`;
}

export function TabsList({ className, style, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setCut((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    // The chosen tab stays in view when the list scrolls sideways (a page opened on its last tab).
    const reveal = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active) return;
      const [tab, box] = [active.getBoundingClientRect(), list.getBoundingClientRect()];
      if (tab.left < box.left) list.scrollLeft -= box.left - tab.left + 8;
      else if (tab.right > box.right) list.scrollLeft += tab.right - box.right + 8;
    };
    measure();
    reveal();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    const chosen = new MutationObserver(reveal);
    chosen.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
      chosen.disconnect();
    };
  }, []);
  const fade = fadeOf(cut.start, cut.end);
  return (
    <TabsPrimitive.List
      ref={ref}
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-9 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      style={fade ? { ...style, maskImage: fade, WebkitMaskImage: fade } : style}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />
  );
}
