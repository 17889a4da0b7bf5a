import { cn } from "@encore/ui";
import { AudioLinesIcon } from "lucide-react";
import { Link } from "react-router";

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-spotlight text-primary-foreground shadow-glow",
        className,
      )}
    >
      <AudioLinesIcon className="size-[60%]" strokeWidth={2.4} />
    </span>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      aria-label="Encore home"
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight">Encore</span>
    </Link>
  );
}
