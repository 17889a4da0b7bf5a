import type { ReactNode } from "react";
import { Spinner } from "./spinner.tsx";

/** A centred loading line with a spinner, for a screen's loading state. */
export function LoadingState({ text }: { readonly text: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-muted-foreground">
      <Spinner size="lg" label={text} />
      <p aria-hidden="true">{text}</p>
    </div>
  );
}

/** An empty or error state: an icon, a heading, a line of text and an action. */
export function MessageState({
  icon,
  title,
  text,
  action,
  role,
}: {
  readonly icon?: ReactNode;
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
  readonly role?: "alert";
}) {
  return (
    <div role={role} className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      {icon ? <div className="text-muted-foreground [&_svg]:size-10">{icon}</div> : null}
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {text ? <p className="text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
