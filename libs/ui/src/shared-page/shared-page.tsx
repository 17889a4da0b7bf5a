import { Button, MessageState } from "@encore/ui";
import { SearchXIcon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The frame of a page shared by link and open without login (spec §2 'Shared setlist', 'Shared
 * repertoire'): made to be read on a phone, with big type and high contrast. `summary` follows the
 * title in the header; the footer points visitors to Encore.
 */
export function SharedPage({
  kicker,
  title,
  summary,
  homeLinkText,
  children,
}: {
  /** The small line above the title, e.g. 'Shared Setlist'. */
  readonly kicker: string;
  readonly title: string;
  readonly summary: ReactNode;
  /** The footer button's words, e.g. 'Try Encore'. */
  readonly homeLinkText: string;
  readonly children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10" aria-labelledby="shared-title">
      <header className="mb-6 px-1">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">{kicker}</p>
        <h1
          id="shared-title"
          className="mt-1 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl"
        >
          {title}
        </h1>
        {summary}
      </header>

      {children}

      <footer className="mt-10 flex flex-col items-center gap-2 text-center">
        <p className="text-muted-foreground">Made with Encore, the setlist generator for musicians.</p>
        <Button variant="outline" asChild>
          <a href="/" target="_blank" rel="noopener noreferrer">
            <SparklesIcon aria-hidden="true" />
            {homeLinkText}
          </a>
        </Button>
      </footer>
    </article>
  );
}

/** A shared link that leads nowhere: what was looked for, and the way to Encore's home. */
export function SharedPageNotFound({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <MessageState
      icon={<SearchXIcon aria-hidden="true" />}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link to="/">Go to Encore</Link>
        </Button>
      }
    />
  );
}

/** A song's position in a shared list, big enough to find from the stage. */
export function SongPosition({ position }: { readonly position: number }) {
  return (
    <span className="w-9 shrink-0 text-right text-2xl font-extrabold tabular-nums text-primary">
      {position}
    </span>
  );
}

/** A song's key, boxed and read out as 'Key …'. */
export function SongKeyBadge({ songKey }: { readonly songKey: string }) {
  return (
    <span
      className="rounded-md border-2 border-foreground px-2 py-0.5 text-lg leading-none font-extrabold"
      title="Key"
    >
      <span className="sr-only">Key </span>
      {songKey}
    </span>
  );
}
