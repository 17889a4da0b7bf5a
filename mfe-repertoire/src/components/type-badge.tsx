import { cn } from "@encore/ui";
import { CalendarHeartIcon, type LucideIcon, MicVocalIcon, MusicIcon, UsersIcon } from "lucide-react";
import { typeLabel } from "../lib/repertoire.ts";
import { type TypeFamily, typeBadgeClasses, typeFamily } from "../lib/type-style.ts";

const TYPE_ICONS: Readonly<Record<TypeFamily, LucideIcon>> = {
  band: UsersIcon,
  vocalist: MicVocalIcon,
  event: CalendarHeartIcon,
  other: MusicIcon,
};

/** The icon of a repertoire's type, in a tinted square. */
export function TypeIcon({ type, className }: { readonly type: string; readonly className?: string }) {
  const Icon = TYPE_ICONS[typeFamily(type)];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-md border",
        typeBadgeClasses(type),
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

/** The type as a coloured badge ("Band", "Vocalist", …). */
export function TypeBadge({ type }: { readonly type: string }) {
  return (
    <span
      data-testid="type-badge"
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        typeBadgeClasses(type),
      )}
    >
      {typeLabel(type)}
    </span>
  );
}
