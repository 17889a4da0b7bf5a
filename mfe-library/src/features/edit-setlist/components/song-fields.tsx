import { Button, Input, Label } from "@encore/ui";
import { type FormEvent, useId, useState } from "react";
import { OptionsSelect } from "../../../components/options-select.tsx";
import { parseClock } from "../../../lib/duration.ts";
import type { EditSong } from "../lib/edit-form.ts";
import { KEY_OPTIONS } from "../lib/keys.ts";

const NO_KEY = "none";

/**
 * Title, artist, optional key and optional m:ss duration: the 'Add New Song' panel and the
 * Replace Song dialog's 'Manual Entry'. Submit is enabled only when title and artist are filled.
 */
export function SongFields({
  submitLabel,
  onSubmit,
}: {
  readonly submitLabel: string;
  readonly onSubmit: (song: Omit<EditSong, "id">) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [artist, setArtist] = useState("");
  const [key, setKey] = useState(NO_KEY);
  const [duration, setDuration] = useState("");
  const [durationError, setDurationError] = useState(false);
  const ready = title.trim() !== "" && artist.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const seconds = duration.trim() === "" ? undefined : parseClock(duration);
    if (seconds === null) {
      setDurationError(true);
      return;
    }
    onSubmit({
      title: title.trim(),
      artist: artist.trim(),
      ...(key === NO_KEY ? {} : { key }),
      ...(seconds === undefined ? {} : { durationSeconds: seconds }),
    });
    setTitle("");
    setArtist("");
    setKey(NO_KEY);
    setDuration("");
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>Song title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Superstition"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-artist`}>Artist</Label>
          <Input
            id={`${id}-artist`}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
            placeholder="Stevie Wonder"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-key`}>Key (optional)</Label>
          <OptionsSelect
            value={key}
            onValueChange={setKey}
            none={NO_KEY}
            noneLabel="No key"
            options={KEY_OPTIONS}
            trigger={{ id: `${id}-key` }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-duration`}>Duration (optional, m:ss)</Label>
          <Input
            id={`${id}-duration`}
            value={duration}
            placeholder="3:45"
            inputMode="numeric"
            aria-invalid={durationError || undefined}
            onChange={(e) => {
              setDuration(e.target.value);
              setDurationError(false);
            }}
          />
          {durationError ? (
            <p role="alert" className="text-xs text-destructive">
              Use m:ss, like 3:45
            </p>
          ) : null}
        </div>
      </div>
      <Button type="submit" disabled={!ready} className="sm:justify-self-end">
        {submitLabel}
      </Button>
    </form>
  );
}
