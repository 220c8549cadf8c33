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

export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full text-xs', className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name} className="aspect-square size-full" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center rounded-full bg-primary/12 font-semibold text-primary"
        aria-hidden="true"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
