import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

/** `Asha Rao` → `AR`; an email falls back to its first letter. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export interface AvatarProps {
  name: string;
  src?: string | undefined;
  className?: string;
}

/**
 * A person's photo, or their initials where there is none (or while it loads, or if it fails).
 * The initials are drawn as SVG text in a square view box, so they scale with the circle and stay
 * sharp at every size, from a 24 px list avatar to a profile header.
 */
export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={name} className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        // Without a photo the initials show at once; with one, only if it is slow to arrive.
        {...(src ? { delayMs: 400 } : {})}
        className="flex size-full items-center justify-center rounded-full bg-primary/12 text-primary"
        aria-hidden="true"
      >
        <InitialsMark initials={initialsOf(name)} />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

function InitialsMark({ initials }: { initials: string }) {
  return (
    <svg viewBox="0 0 40 40" className="size-full" aria-hidden="true" data-testid="avatar-initials">
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="currentColor"
        fontSize={initials.length > 1 ? 15 : 17}
        fontWeight={600}
        letterSpacing="0.02em"
      >
        {initials}
      </text>
    </svg>
  );
}
