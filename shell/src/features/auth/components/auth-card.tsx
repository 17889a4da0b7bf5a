import { Card } from "@encore/ui";
import type { ReactNode } from "react";
import { LogoMark } from "../../../components/layout/logo.tsx";

/** The frame every sign-in screen shares: centred, with the stage-light glow behind it. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex flex-1 items-start justify-center px-4 py-10 md:items-center md:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-xl rounded-full bg-primary/15 blur-3xl"
      />
      <Card className="w-full max-w-md p-6 shadow-glow sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-11" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
        {footer ? <div className="mt-6 border-t border-border pt-5 text-center text-sm">{footer}</div> : null}
      </Card>
    </div>
  );
}
