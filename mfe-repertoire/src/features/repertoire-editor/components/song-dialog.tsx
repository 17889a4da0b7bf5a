import { SONG_KEYS } from "@encore/contracts/enum-values";
import { MAX_SONG_SECONDS, MIN_SONG_SECONDS } from "@encore/contracts/limits";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  toast,
} from "@encore/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { addSong, updateSong } from "../../../api/songs.ts";
import { SelectField } from "../../../components/select-field.tsx";
import type { RepertoireSong } from "../../../lib/repertoire.ts";
import {
  emptySongDraft,
  NONE,
  type SongDraft,
  type SongFormErrors,
  songDraftOf,
  songFieldsOf,
  validateSong,
} from "../../../lib/song-form.ts";

const KEY_OPTIONS: readonly (readonly [string, string])[] = [
  [NONE, "No key"],
  ...SONG_KEYS.map((key) => [key, key] as const),
];

/** Spec §2/§5 'Song dialog': add or edit; closes and resets on success. */
export function SongDialog({
  repertoireId,
  vocalists,
  open,
  song,
  onOpenChange,
  onSaved,
}: {
  readonly repertoireId: number;
  readonly vocalists: readonly string[];
  readonly open: boolean;
  readonly song: RepertoireSong | null;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSaved: () => Promise<unknown>;
}) {
  const ids = { title: useId(), artist: useId(), duration: useId() };
  const [draft, setDraft] = useState<SongDraft>(emptySongDraft);
  const [errors, setErrors] = useState<SongFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(song ? songDraftOf(song) : emptySongDraft);
    setErrors({});
  }, [open, song]);

  const vocalistOptions: readonly (readonly [string, string])[] = [
    [NONE, "Auto-assign"],
    ...vocalists.map((name) => [name, name] as const),
    // A vocalist no longer in the repertoire still shows what the song has.
    ...(draft.vocalist !== NONE && !vocalists.includes(draft.vocalist)
      ? [[draft.vocalist, draft.vocalist] as const]
      : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSong(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const fields = songFieldsOf(draft);
      if (song) await updateSong(repertoireId, song.id, fields);
      else await addSong(repertoireId, fields);
      toast({ title: song ? "Song updated" : "Song added", variant: "success" });
      onOpenChange(false);
      setDraft(emptySongDraft);
      await onSaved();
    } catch {
      toast({ title: song ? "Failed to update song" : "Failed to add song", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof SongDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{song ? "Edit Song" : "Add Song"}</DialogTitle>
          <DialogDescription>
            {song
              ? "Your values are kept: detection never overwrites what you type."
              : "Genre, tempo, energy and any blanks are filled in automatically."}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={submit}
          noValidate
          aria-label={song ? "Edit song" : "Add song"}
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.title}>Title</Label>
            <Input
              id={ids.title}
              maxLength={200}
              aria-invalid={errors.title ? true : undefined}
              {...field("title")}
            />
            {errors.title ? <p className="text-sm font-medium text-destructive">{errors.title}</p> : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.artist}>Artist</Label>
            <Input
              id={ids.artist}
              maxLength={200}
              aria-invalid={errors.artist ? true : undefined}
              {...field("artist")}
            />
            {errors.artist ? <p className="text-sm font-medium text-destructive">{errors.artist}</p> : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Key"
              value={draft.key}
              options={KEY_OPTIONS}
              onChange={(key) => setDraft({ ...draft, key })}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.duration}>Duration (seconds)</Label>
              <Input
                id={ids.duration}
                type="number"
                inputMode="numeric"
                min={MIN_SONG_SECONDS}
                max={MAX_SONG_SECONDS}
                step={1}
                placeholder="e.g. 215"
                aria-invalid={errors.durationSeconds ? true : undefined}
                {...field("durationSeconds")}
              />
              {errors.durationSeconds ? (
                <p className="text-sm font-medium text-destructive">{errors.durationSeconds}</p>
              ) : null}
            </div>
          </div>
          {vocalists.length > 0 ? (
            <SelectField
              label="Vocalist"
              value={draft.vocalist}
              options={vocalistOptions}
              hint="AI will auto-assign if left blank"
              onChange={(vocalist) => setDraft({ ...draft, vocalist })}
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {song ? "Save Song" : "Add Song"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
