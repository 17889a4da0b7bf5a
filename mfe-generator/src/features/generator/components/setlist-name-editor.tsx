import { Button, Input } from "@encore/ui";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { useState } from "react";

/**
 * The result's name, editable inline (spec §4): Enter or confirm commits (and the caller saves);
 * Escape or cancel reverts. A blank name is ignored (spec §5 'Rename').
 */
export function SetlistNameEditor({ name, onCommit }: { name: string; onCommit: (name: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const cancel = () => setDraft(null);
  const commit = () => {
    const trimmed = (draft ?? "").trim();
    setDraft(null);
    if (trimmed) onCommit(trimmed);
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h2 className="min-w-0 text-2xl font-bold tracking-tight break-words md:text-3xl">{name}</h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-muted-foreground"
          aria-label="Rename setlist"
          onClick={() => setDraft(name)}
        >
          <PencilIcon />
        </Button>
      </div>
    );
  }
  return (
    <div className="flex w-full max-w-xl items-center gap-2">
      <Input
        aria-label="Setlist name"
        value={draft}
        maxLength={120}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          } else if (event.key === "Escape") {
            event.preventDefault();
            cancel();
          }
        }}
        className="h-11 text-lg font-semibold"
      />
      <Button variant="primary" size="icon" aria-label="Confirm name" onClick={commit}>
        <CheckIcon />
      </Button>
      <Button variant="outline" size="icon" aria-label="Cancel rename" onClick={cancel}>
        <XIcon />
      </Button>
    </div>
  );
}
