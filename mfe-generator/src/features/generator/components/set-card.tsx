import { Badge, Card } from "@encore/ui";
import { ClockIcon, MicIcon } from "lucide-react";
import type { GeneratedSection } from "../api/types.ts";
import { formatClock, sectionSeconds, songCountLabel } from "../lib/format.ts";

/** One set: its songs with real timings, and its total against the target (spec §2, Encore's timing). */
export function SetCard({ section }: { section: GeneratedSection }) {
  const total = sectionSeconds(section);
  return (
    <Card className="overflow-hidden" aria-label={section.name}>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border bg-muted/50 px-4 py-3">
        <div className="flex items-baseline gap-3">
          <h3 className="text-lg font-semibold">{section.name}</h3>
          <span className="text-sm text-muted-foreground">{songCountLabel(section.songs.length)}</span>
        </div>
        <p className="flex items-center gap-1.5 text-sm tabular-nums" title="Set length against its target">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span data-testid="set-total" className="font-semibold">
            {formatClock(total)}
          </span>
          {section.targetSeconds ? (
            <span className="text-muted-foreground">/ {formatClock(section.targetSeconds)} target</span>
          ) : null}
        </p>
      </header>
      <ol className="divide-y divide-border">
        {section.songs.map((song, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a song's place in the set is part of its identity
          <li key={`${index}-${song.title}-${song.artist}`} className="flex gap-3 px-4 py-3">
            <span className="w-6 shrink-0 pt-0.5 text-right text-sm text-muted-foreground tabular-nums">
              {index + 1}
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span data-testid="song-title" className="font-semibold">
                  {song.title}
                </span>
                {song.vocalist ? (
                  <Badge variant="secondary" className="font-medium">
                    <MicIcon aria-hidden="true" />
                    {song.vocalist}
                  </Badge>
                ) : null}
              </div>
              <span className="text-sm text-muted-foreground">{song.artist}</span>
              {song.reason ? <p className="text-xs text-muted-foreground/80 italic">{song.reason}</p> : null}
            </div>
            <div className="grid shrink-0 content-start justify-items-end gap-1 text-sm tabular-nums">
              {song.durationSeconds ? (
                <span data-testid="song-duration" className="font-medium">
                  {formatClock(song.durationSeconds)}
                </span>
              ) : null}
              {song.key ? <span className="text-xs text-muted-foreground">Key {song.key}</span> : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
