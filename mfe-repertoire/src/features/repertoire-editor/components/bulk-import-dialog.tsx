import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Spinner,
  Textarea,
  toast,
} from "@encore/ui";
import { ArrowLeftIcon, ListChecksIcon } from "lucide-react";
import { type Dispatch, memo, type SetStateAction, useCallback, useId, useState } from "react";
import { addSongsInBulk, type ParsedSong, type ParsedSongList, parseBulkSongs } from "../../../api/songs.ts";
import { duplicateLabel, initialSelection, songsToAdd } from "../../../lib/bulk-selection.ts";
import { songLength } from "../../../lib/duration.ts";

type Step = "input" | "preview" | "adding";

const EXAMPLE = `Valerie - Amy Winehouse
Amy Winehouse - Rehab
September by Earth, Wind & Fire
1. Dancing Queen - ABBA
title,artist,key
Superstition,Stevie Wonder,Ebm`;

/**
 * Spec §2/§4 'Bulk import': input → preview → adding → closed and reset. Parsing is the server's;
 * the preview is a plain table of native checkboxes, so 500 rows stay smooth.
 */
export function BulkImportDialog({
  repertoireId,
  vocalists,
  open,
  onOpenChange,
  onAdded,
}: {
  readonly repertoireId: number;
  readonly vocalists: readonly string[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onAdded: () => Promise<unknown>;
}) {
  const textId = useId();
  const [step, setStep] = useState<Step>("input");
  const [text, setText] = useState("");
  const [parsed, setParsed] = useState<ParsedSongList | null>(null);
  const [selected, setSelected] = useState<boolean[]>([]);
  const [parsing, setParsing] = useState(false);

  const reset = () => {
    setStep("input");
    setText("");
    setParsed(null);
    setSelected([]);
  };

  const close = (next: boolean) => {
    if (step === "adding") return;
    if (!next) reset();
    onOpenChange(next);
  };

  const parse = async () => {
    if (text.trim() === "") {
      toast({
        title: "No songs to parse",
        description: "Please paste a list of songs to import.",
        variant: "destructive",
      });
      return;
    }
    setParsing(true);
    try {
      const result = await parseBulkSongs(text, repertoireId);
      if (result.songs.length === 0) {
        toast({
          title: "No songs found",
          description: "No songs could be parsed from the text. Please check the format and try again.",
          variant: "destructive",
        });
        return;
      }
      setParsed(result);
      setSelected(initialSelection(result.songs));
      setStep("preview");
    } catch {
      toast({ title: "Parsing failed", description: "Failed to parse song list", variant: "destructive" });
    } finally {
      setParsing(false);
    }
  };

  const add = async () => {
    const songs = parsed ? songsToAdd(parsed.songs, selected, vocalists) : [];
    if (songs.length === 0) {
      toast({
        title: "No songs to add",
        description: "Please parse some songs first.",
        variant: "destructive",
      });
      return;
    }
    setStep("adding");
    try {
      const added = await addSongsInBulk(repertoireId, songs);
      toast({
        title: "Songs added successfully",
        description: `${added.length} ${added.length === 1 ? "song" : "songs"} added. Details are being detected.`,
        variant: "success",
      });
      reset();
      onOpenChange(false);
      await onAdded();
    } catch {
      setStep("preview");
      toast({ title: "Failed to add songs", variant: "destructive" });
    }
  };

  const chosen = selected.filter(Boolean).length;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="flex max-h-[90dvh] max-w-3xl flex-col">
        <DialogHeader>
          <DialogTitle>Bulk Import</DialogTitle>
          <DialogDescription>
            {step === "input"
              ? "Paste a list of songs: one per line, or a spreadsheet copied with its header row."
              : step === "preview"
                ? "Untick anything you don't want. Duplicates start unticked."
                : "Adding your songs..."}
          </DialogDescription>
        </DialogHeader>

        {step === "input" ? (
          <div className="grid min-h-0 gap-3 overflow-y-auto">
            <Label htmlFor={textId}>Song list</Label>
            <Textarea
              id={textId}
              rows={10}
              value={text}
              placeholder={EXAMPLE}
              className="font-mono text-sm"
              onChange={(event) => setText(event.target.value)}
            />
            <div className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
              <p className="font-medium text-foreground">Accepted formats</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                <li>Title - Artist, or Artist - Title</li>
                <li>Title by Artist</li>
                <li>Numbered or bulleted lists (1. …, - …, • …)</li>
                <li>
                  CSV or TSV with a header row (title, artist, and optionally key, duration, genre, bpm,
                  vocalist, notes)
                </li>
              </ul>
            </div>
          </div>
        ) : step === "adding" ? (
          <div className="flex flex-col items-center gap-3 py-12 text-muted-foreground">
            <Spinner size="lg" label="Adding songs" />
            <p aria-hidden="true">Adding {chosen} songs...</p>
          </div>
        ) : parsed ? (
          <PreviewTable parsed={parsed} selected={selected} onChange={setSelected} />
        ) : null}

        <DialogFooter>
          {step === "input" ? (
            <>
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button onClick={() => void parse()} loading={parsing}>
                <ListChecksIcon aria-hidden="true" />
                Preview Songs
              </Button>
            </>
          ) : step === "preview" ? (
            <>
              <Button variant="outline" onClick={() => setStep("input")}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
              <Button onClick={() => void add()}>
                Add {chosen} {chosen === 1 ? "Song" : "Songs"}
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({
  parsed,
  selected,
  onChange,
}: {
  readonly parsed: ParsedSongList;
  readonly selected: readonly boolean[];
  readonly onChange: Dispatch<SetStateAction<boolean[]>>;
}) {
  const duplicates = parsed.songs.filter((song) => song.duplicate !== null).length;
  const all = selected.every(Boolean);
  // Stable, so only the toggled row re-renders.
  const toggle = useCallback(
    (index: number) => onChange((current) => current.map((value, i) => (i === index ? !value : value))),
    [onChange],
  );
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="preview-summary">
        {parsed.songs.length} {parsed.songs.length === 1 ? "song" : "songs"} found
        {duplicates > 0 ? ` · ${duplicates} ${duplicates === 1 ? "duplicate" : "duplicates"}` : ""}
        {parsed.skippedLines > 0
          ? ` · ${parsed.skippedLines} ${parsed.skippedLines === 1 ? "line" : "lines"} skipped`
          : ""}
      </p>
      <div className="min-h-0 overflow-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all songs"
                  className="size-4 accent-primary"
                  checked={all}
                  onChange={() => onChange(selected.map(() => !all))}
                />
              </th>
              <th className="px-2 py-2">Title</th>
              <th className="px-2 py-2">Artist</th>
              <th className="hidden px-2 py-2 sm:table-cell">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {parsed.songs.map((song, index) => (
              <PreviewRow
                // biome-ignore lint/suspicious/noArrayIndexKey: the parsed list never reorders
                key={index}
                song={song}
                index={index}
                checked={selected[index] ?? false}
                onToggle={toggle}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const PreviewRow = memo(function PreviewRow({
  song,
  index,
  checked,
  onToggle,
}: {
  readonly song: ParsedSong;
  readonly index: number;
  readonly checked: boolean;
  readonly onToggle: (index: number) => void;
}) {
  const duplicate = duplicateLabel(song.duplicate);
  const details = [song.key, songLength(song.durationSeconds), song.genre].filter(Boolean).join(" · ");
  return (
    <tr className={duplicate ? "bg-amber-400/10" : undefined} data-testid="preview-row">
      <td className="px-3 py-2 align-top">
        <input
          type="checkbox"
          aria-label={`Import ${song.title} by ${song.artist}`}
          className="size-4 accent-primary"
          checked={checked}
          onChange={() => onToggle(index)}
        />
      </td>
      <td className="px-2 py-2 align-top font-medium break-words">
        {song.title}
        {duplicate ? (
          <span className="ml-2 inline-flex rounded-full border border-amber-500/50 px-1.5 text-xs font-semibold text-amber-800 dark:text-amber-200">
            {duplicate}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-2 align-top break-words text-muted-foreground">{song.artist}</td>
      <td className="hidden px-2 py-2 align-top text-muted-foreground sm:table-cell">{details}</td>
    </tr>
  );
});
