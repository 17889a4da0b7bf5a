import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
} from "@encore/ui";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@encore/ui/tabs";
import { SparklesIcon } from "lucide-react";
import { formatClock } from "../../../lib/duration.ts";
import type { SongSuggestion } from "../api/edit-setlist.ts";
import type { EditSong } from "../lib/edit-form.ts";
import { normaliseKey } from "../lib/keys.ts";
import { SongFields } from "./song-fields.tsx";

const suggestionSeconds = (suggestion: SongSuggestion): number | undefined => {
  if (typeof suggestion.durationSeconds === "number") return suggestion.durationSeconds;
  if (typeof suggestion.durationMinutes === "number") return Math.round(suggestion.durationMinutes * 60);
  return undefined;
};

/** A suggestion as an edit-list song: key normalised, length in seconds. */
export const suggestionToSong = (suggestion: SongSuggestion): Omit<EditSong, "id"> => {
  const key =
    normaliseKey(suggestion.key ?? undefined) === undefined ? undefined : (suggestion.key ?? undefined);
  const seconds = suggestionSeconds(suggestion);
  return {
    title: suggestion.title,
    artist: suggestion.artist,
    ...(key === undefined ? {} : { key }),
    ...(seconds === undefined ? {} : { durationSeconds: seconds }),
    ...(suggestion.vocalist ? { vocalist: suggestion.vocalist } : {}),
  };
};

/** Spec §2 'Replace Song dialog': 'AI Suggestions' (default) and 'Manual Entry'. */
export function ReplaceSongDialog({
  song,
  loading,
  suggestions,
  onOpenChange,
  onReplace,
}: {
  readonly song: EditSong | null;
  readonly loading: boolean;
  readonly suggestions: readonly SongSuggestion[];
  readonly onOpenChange: (open: boolean) => void;
  readonly onReplace: (song: Omit<EditSong, "id">) => void;
}) {
  return (
    <Dialog open={song !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Replace Song</DialogTitle>
          <DialogDescription>
            Replacing <strong className="text-foreground">{song?.title}</strong>
            {song?.artist ? ` by ${song.artist}` : ""}
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="suggestions">
          <TabsList className="w-full">
            <TabsTrigger value="suggestions">
              <SparklesIcon className="size-4" aria-hidden="true" />
              AI Suggestions
            </TabsTrigger>
            <TabsTrigger value="manual">Manual Entry</TabsTrigger>
          </TabsList>
          <TabsContent value="suggestions">
            {loading ? (
              <div className="flex items-center justify-center gap-3 py-10 text-muted-foreground">
                <Spinner label="Getting song suggestions..." />
                <span aria-hidden="true">Getting song suggestions...</span>
              </div>
            ) : suggestions.length === 0 ? (
              <p className="py-10 text-center text-muted-foreground">
                No suggestions available. Try the manual entry option.
              </p>
            ) : (
              <ul className="grid gap-2" aria-label="Suggestions">
                {suggestions.map((suggestion) => {
                  const seconds = suggestionSeconds(suggestion);
                  return (
                    <li
                      key={`${suggestion.title}-${suggestion.artist}`}
                      className="flex items-center gap-3 rounded-lg border border-border p-3"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">{suggestion.title}</p>
                        <p className="text-sm text-muted-foreground">{suggestion.artist}</p>
                        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                          {suggestion.key ? <Badge variant="outline">{suggestion.key}</Badge> : null}
                          {seconds ? <Badge variant="secondary">{formatClock(seconds)}</Badge> : null}
                        </div>
                        {suggestion.reason ? (
                          <p className="mt-1 text-sm text-muted-foreground italic">{suggestion.reason}</p>
                        ) : null}
                      </div>
                      <Button
                        size="sm"
                        onClick={() => onReplace(suggestionToSong(suggestion))}
                        aria-label={`Select ${suggestion.title} by ${suggestion.artist}`}
                      >
                        Select
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="manual">
            <SongFields submitLabel="Replace Song" onSubmit={onReplace} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
