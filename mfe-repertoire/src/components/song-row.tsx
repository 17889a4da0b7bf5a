import { Badge, Button, cn } from "@encore/ui";
import { LoaderCircleIcon, PencilIcon, Trash2Icon, TriangleAlertIcon, ZapIcon } from "lucide-react";
import { memo } from "react";
import { aiBadge, isDetecting } from "../lib/ai-status.ts";
import { songLength } from "../lib/duration.ts";
import { energyOutOfTen } from "../lib/energy.ts";
import type { RepertoireSong } from "../lib/repertoire.ts";

/** The AI-detection badge (spec §4): 'Detecting...' or 'Detection Failed', else nothing. */
export function AiStatusBadge({ song }: { readonly song: RepertoireSong }) {
  const text = aiBadge(song.aiStatus);
  if (!text) return null;
  const detecting = isDetecting(song.aiStatus);
  return (
    <span
      data-testid="ai-status"
      title={detecting ? "Finding genre, key, tempo and energy" : (song.aiError ?? undefined)}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        detecting
          ? "border-sky-500/40 bg-sky-500/10 text-sky-800 dark:text-sky-200"
          : "border-amber-500/50 bg-amber-400/15 text-amber-900 dark:text-amber-100",
      )}
    >
      {detecting ? (
        <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
      ) : (
        <TriangleAlertIcon className="size-3" aria-hidden="true" />
      )}
      {text}
    </span>
  );
}

/**
 * One repertoire song (spec §2): title, artist, AI badge, genre, key, m:ss, energy x/10 and
 * vocalist; with onEdit/onDelete, its edit and delete buttons. Memoised (stable callbacks): a
 * 500-song list re-renders only the rows whose song changed.
 */
export const SongRow = memo(function SongRow({
  song,
  position,
  onEdit,
  onDelete,
}: {
  readonly song: RepertoireSong;
  readonly position: number;
  readonly onEdit?: (song: RepertoireSong) => void;
  readonly onDelete?: (song: RepertoireSong) => void;
}) {
  const energy = energyOutOfTen(song.energy);
  const length = songLength(song.durationSeconds);
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-3 sm:flex-nowrap sm:px-4"
      data-testid="song-row"
    >
      <span className="w-7 shrink-0 text-right font-semibold tabular-nums text-muted-foreground">
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold break-words" data-testid="song-title">
            {song.title}
          </p>
          <AiStatusBadge song={song} />
        </div>
        <p className="text-sm break-words text-muted-foreground">{song.artist}</p>
      </div>
      {/* On a phone the facts take their own line under the title, after the actions. */}
      <div className="order-last flex w-full flex-wrap items-center gap-1.5 pl-10 text-xs sm:order-none sm:w-auto sm:shrink-0 sm:flex-nowrap sm:pl-0 sm:text-sm">
        <SongFacts song={song} energy={energy} length={length} />
      </div>
      {onEdit || onDelete ? (
        <div className="flex shrink-0 items-center gap-0.5">
          {onEdit ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Edit ${song.title}`}
              onClick={() => onEdit(song)}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-muted-foreground hover:text-destructive"
              aria-label={`Delete ${song.title}`}
              onClick={() => onDelete(song)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

function SongFacts({
  song,
  energy,
  length,
}: {
  readonly song: RepertoireSong;
  readonly energy: string | null;
  readonly length: string;
}) {
  return (
    <>
      {song.genre ? <Badge variant="secondary">{song.genre}</Badge> : null}
      {song.key ? (
        <Badge variant="outline" title="Key">
          <span className="sr-only">Key </span>
          {song.key}
        </Badge>
      ) : null}
      {energy ? (
        <Badge variant="outline" title="Energy">
          <ZapIcon aria-hidden="true" />
          <span className="sr-only">Energy </span>
          {energy}
        </Badge>
      ) : null}
      {song.vocalist ? <Badge variant="default">{song.vocalist}</Badge> : null}
      {length ? (
        <span className="tabular-nums text-muted-foreground sm:w-11 sm:text-right">{length}</span>
      ) : null}
    </>
  );
}
