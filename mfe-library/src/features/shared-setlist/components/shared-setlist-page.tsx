import { LoadingState } from "@encore/ui";
import { SharedPage, SharedPageNotFound, SongKeyBadge, SongPosition } from "@encore/ui/shared-page";
import { useQuery } from "@tanstack/react-query";
import { CalendarIcon, ClockIcon, ListMusicIcon } from "lucide-react";
import { useParams } from "react-router";
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
      <SharedPageNotFound
        title="Setlist Not Found"
        text="This setlist link may be invalid or the setlist might have been removed."
      />
    );
  }

  const setlist = query.data;
  const sections = sharedSections(setlist.setlistContent);
  const totals = sharedTotals(sections);
  const created = longDate(setlist.createdAt);
  let position = 0;

  return (
    <SharedPage
      kicker="Shared Setlist"
      title={setlist.name}
      homeLinkText="Try Encore"
      summary={
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
      }
    >
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
                    <SongPosition position={position} />
                    <div className="min-w-0 flex-1">
                      <p className="text-xl leading-snug font-bold break-words sm:text-2xl">{song.title}</p>
                      {song.artist ? <p className="text-base font-medium opacity-85">{song.artist}</p> : null}
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      {song.key ? <SongKeyBadge songKey={song.key} /> : null}
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
    </SharedPage>
  );
}
