import { Button, Input } from "@encore/ui";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@encore/ui/select";
import { ClockIcon, KeyRoundIcon, MicIcon } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { formatClock, parseClock } from "../../../lib/duration.ts";
import type { Vocalist } from "../../../lib/setlist.ts";
import { KEY_OPTIONS, keyLabel, normaliseKey } from "../lib/keys.ts";

const NO_KEY = "none";
const NO_VOCALIST = "none";

interface EditorProps<T> {
  readonly songTitle: string;
  readonly value: T;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onChange: (value: T) => void;
}

const chipClasses = "h-8 justify-start gap-1.5 px-2.5 text-xs font-medium tabular-nums";

/** Key from the 12 pitch classes, each Major or Minor, or none. */
export function KeyEditor({
  songTitle,
  value,
  open,
  onOpenChange,
  onChange,
}: EditorProps<string | undefined>) {
  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={`${chipClasses} min-w-16`}
        aria-label={`Key of ${songTitle}: ${value ? keyLabel(value) : "none"}`}
        onClick={() => onOpenChange(true)}
      >
        <KeyRoundIcon aria-hidden="true" />
        {value ?? "Key"}
      </Button>
    );
  }
  return (
    <Select
      defaultOpen
      value={normaliseKey(value) ?? NO_KEY}
      onOpenChange={(next) => !next && onOpenChange(false)}
      onValueChange={(next) => {
        onChange(next === NO_KEY ? undefined : next);
        onOpenChange(false);
      }}
    >
      <SelectTrigger aria-label={`Key of ${songTitle}`} className="h-8 w-32 text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_KEY}>No key</SelectItem>
        {KEY_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Duration as m:ss (placeholder 3:45), saved on Enter or blur; Escape or a bad value keeps the old one. */
export function TimeEditor({
  songTitle,
  value,
  open,
  onOpenChange,
  onChange,
}: EditorProps<number | undefined>) {
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={`${chipClasses} min-w-16`}
        aria-label={`Time of ${songTitle}: ${value ? formatClock(value) : "not set"}`}
        onClick={() => {
          setDraft(value ? formatClock(value) : "");
          setInvalid(false);
          onOpenChange(true);
        }}
      >
        <ClockIcon aria-hidden="true" />
        {value ? formatClock(value) : "Time"}
      </Button>
    );
  }
  const commit = (): boolean => {
    if (draft.trim() === "") {
      onChange(undefined);
      onOpenChange(false);
      return true;
    }
    const seconds = parseClock(draft);
    if (seconds === null) {
      setInvalid(true);
      return false;
    }
    onChange(seconds);
    onOpenChange(false);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
    }
  };
  return (
    <span className="inline-flex flex-col">
      <Input
        aria-label={`Time of ${songTitle} (m:ss)`}
        aria-invalid={invalid || undefined}
        placeholder="3:45"
        inputMode="numeric"
        value={draft}
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!commit()) onOpenChange(false);
        }}
        className="h-8 w-20 px-2 text-xs tabular-nums"
      />
      {invalid ? (
        <span role="alert" className="text-xs text-destructive">
          Use m:ss, like 3:45
        </span>
      ) : null}
    </span>
  );
}

/** Vocalist from the setlist's vocalists (plus 'No vocalist'), or free text when it has none. */
export function VocalistEditor({
  songTitle,
  value,
  open,
  onOpenChange,
  onChange,
  vocalists,
}: EditorProps<string | undefined> & { readonly vocalists: readonly Vocalist[] }) {
  const [draft, setDraft] = useState("");
  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={`${chipClasses} min-w-24 max-w-36`}
        aria-label={`Vocalist of ${songTitle}: ${value || "none"}`}
        onClick={() => {
          setDraft(value ?? "");
          onOpenChange(true);
        }}
      >
        <MicIcon aria-hidden="true" />
        <span className="truncate">{value || "Vocalist"}</span>
      </Button>
    );
  }
  if (vocalists.length > 0) {
    return (
      <Select
        defaultOpen
        value={value || NO_VOCALIST}
        onOpenChange={(next) => !next && onOpenChange(false)}
        onValueChange={(next) => {
          onChange(next === NO_VOCALIST ? "" : next);
          onOpenChange(false);
        }}
      >
        <SelectTrigger aria-label={`Vocalist of ${songTitle}`} className="h-8 w-36 text-xs">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_VOCALIST}>No vocalist</SelectItem>
          {vocalists.map((vocalist) => (
            <SelectItem key={vocalist.name} value={vocalist.name}>
              {vocalist.name}
              {vocalist.gender ? ` (${vocalist.gender})` : ""}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  const commit = () => {
    onChange(draft.trim());
    onOpenChange(false);
  };
  return (
    <Input
      aria-label={`Vocalist of ${songTitle}`}
      placeholder="Vocalist"
      value={draft}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        } else if (event.key === "Escape") {
          event.preventDefault();
          onOpenChange(false);
        }
      }}
      onBlur={commit}
      className="h-8 w-32 px-2 text-xs"
    />
  );
}
