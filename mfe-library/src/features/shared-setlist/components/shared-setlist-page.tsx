import { Button } from "@encore/ui";
import { useQuery } from "@tanstack/react-query";
import { CalendarIcon, ClockIcon, ListMusicIcon, SearchXIcon, SparklesIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadingState, MessageState } from "../../../components/screen-state.tsx";
import { formatClock } from "../../../lib/duration.ts";
import { songLabel } from "../../../lib/setlist.ts";
import { longDate } from "../../saved-setlists/lib/format.ts";
import { sharedSetlistQuery } from "../api/shared-setlist.ts";
import { sharedSections, sharedTotals } from "../lib/totals.ts";

/**
 * Spec §2 'Shared setlist', open without login. Made to be read from a phone on a music stand in a
 * dark room (what-musicians-ask-for #2): big type, high contrast, position numbers, key and length.
 */
export function SharedSetlistPage() {
  const { shareableId = "" } = useParams();
  const query = useQuery(sharedSetlistQuery(shareableId));

  if (query.isPending) return <LoadingState text="Loading shared setlist..." />;
  if (query.isError || !query.data) {
    return (
      <MessageState
        icon={<SearchXIcon aria-hidden="true" />}
        title="Setlist Not Found"
        text="This setlist link may be invalid or the setlist might have been removed."
        action={
          <Button asChild>
            <Link to="/">Go to Encore</Link>
          </Button>
        }
      />
    );
  }

  const setlist = query.data;
  const sections = sharedSections(setlist.setlistContent);
  const totals = sharedTotals(sections);
  const created = longDate(setlist.createdAt);
  let position = 0;

  return (
    <article className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10" aria-labelledby="shared-title">
      <header className="mb-6 px-1">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">Shared Setlist</p>
        <h1
          id="shared-title"
          className="mt-1 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl"
        >
          {setlist.name}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-lg font-medium">
          <span className="inline-flex items-center gap-1.5">
            <ListMusicIcon className="size-5" aria-hidden="true" />
            {songLabel(totals.songs)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-5" aria-hidden="true" />
            {totals.minutes} minutes
          </span>
          {created ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-5" aria-hidden="true" />
              {created}
            </span>
          ) : null}
        </p>
      </header>

      <div className="grid gap-6">
        {sections.map((section, index) => (
          <section
            key={section.id}
            aria-label={`Set ${index + 1}`}
            className="overflow-hidden rounded-xl border-2 border-border bg-surface"
          >
            <header className="flex items-baseline justify-between gap-3 border-b-2 border-border bg-muted px-4 py-3">
              <h2 className="text-2xl font-extrabold">
                <span className="sr-only">Set {index + 1}: </span>
                {section.name}
              </h2>
              <p className="shrink-0 text-base font-semibold">
                {songLabel(section.songs.length)} · {Math.round(section.seconds / 60)} min
              </p>
            </header>
            <ol className="divide-y divide-border">
              {section.songs.map((song) => {
                position += 1;
                return (
                  <li
                    key={`${position}-${song.title}`}
                    className="flex items-center gap-3 px-4 py-3 sm:gap-4"
                  >
                    <span className="w-9 shrink-0 text-right text-2xl font-extrabold tabular-nums text-primary">
                      {position}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-xl leading-snug font-bold break-words sm:text-2xl">{song.title}</p>
                      {song.artist ? <p className="text-base font-medium opacity-85">{song.artist}</p> : null}
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      {song.key ? (
                        <span
                          className="rounded-md border-2 border-foreground px-2 py-0.5 text-lg leading-none font-extrabold"
                          title="Key"
                        >
                          <span className="sr-only">Key </span>
                          {song.key}
                        </span>
                      ) : null}
                      {song.durationSeconds ? (
                        <span className="text-lg font-semibold tabular-nums">
                          {formatClock(song.durationSeconds)}
                        </span>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>

      <footer className="mt-10 flex flex-col items-center gap-2 text-center">
        <p className="text-muted-foreground">Made with Encore, the setlist generator for musicians.</p>
        <Button variant="outline" asChild>
          <a href="/" target="_blank" rel="noopener noreferrer">
            <SparklesIcon aria-hidden="true" />
            Try Encore
          </a>
        </Button>
      </footer>
    </article>
  );
}
