import { Button, cn, Spinner } from "@encore/ui";
import { CheckIcon, LibraryIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import type { RepertoireSummary } from "../api/types.ts";

/** Repertoire selection (spec §2): optional; none selected means the AI chooses from all music. */
export function RepertoirePicker({
  repertoires,
  loading,
  selected,
  onChange,
}: {
  repertoires: RepertoireSummary[];
  loading: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  if (loading) return <Spinner size="sm" label="Loading your repertoires" />;
  if (repertoires.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border border-dashed border-input p-4 sm:flex-row sm:items-center">
        <LibraryIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="flex-1 text-sm text-muted-foreground">
          No repertoires found. Create repertoires to limit song selection to your known songs.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to="/repertoires">
            <PlusIcon />
            Create Repertoire
          </Link>
        </Button>
      </div>
    );
  }
  const chosen = new Set(selected);
  const toggle = (id: number) =>
    onChange(chosen.has(id) ? selected.filter((value) => value !== id) : [...selected, id]);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {repertoires.map((repertoire) => (
          <li key={repertoire.id}>
            <label
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-md border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                chosen.has(repertoire.id)
                  ? "border-primary bg-primary/10"
                  : "border-input hover:border-muted-foreground/60",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen.has(repertoire.id)}
                onChange={() => toggle(repertoire.id)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded border",
                  chosen.has(repertoire.id)
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input",
                )}
              >
                {chosen.has(repertoire.id) ? <CheckIcon className="size-3.5" /> : null}
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate text-sm font-semibold">{repertoire.name}</span>
                {repertoire.type || repertoire.description ? (
                  <span className="truncate text-xs text-muted-foreground">
                    {[repertoire.type, repertoire.description].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selected.length === 0
          ? "No repertoires selected - AI will choose from all music"
          : `${selected.length} ${selected.length === 1 ? "repertoire" : "repertoires"} selected - songs come only from these`}
      </p>
    </div>
  );
}
