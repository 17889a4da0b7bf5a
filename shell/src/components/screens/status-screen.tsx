import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The layout of the one-message screens (not found, sign-in needed, could not load…). */
export function StatusScreen({
  icon: Icon,
  title,
  children,
  actions,
  tone = "default",
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: "default" | "warning";
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <span
          className={
            tone === "warning"
              ? "mb-5 inline-flex size-14 items-center justify-center rounded-full bg-destructive/15 text-destructive"
              : "mb-5 inline-flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary"
          }
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {children ? <div className="mt-3 text-muted-foreground">{children}</div> : null}
        {actions ? (
          <div className="mt-7 flex flex-wrap items-center justify-center gap-3">{actions}</div>
        ) : null}
      </div>
    </div>
  );
}
