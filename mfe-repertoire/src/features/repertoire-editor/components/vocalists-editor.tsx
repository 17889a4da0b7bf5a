import type { VocalistGender } from "@encore/contracts/enum-values";
import { Button, Input, SegmentedControl } from "@encore/ui";
import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import {
  addVocalist,
  canAddVocalist,
  type VocalistDraft,
  vocalistCounter,
} from "../../../lib/repertoire-form.ts";

const GENDERS: readonly (readonly [VocalistGender, string])[] = [
  ["male", "Male"],
  ["female", "Female"],
];

/**
 * Spec §5: name and gender per vocalist, at most 5 ('n/5 vocalists added'; Add Vocalist disappears
 * at 5). A row left blank is dropped on save, and says so once the musician leaves it.
 */
export function VocalistsEditor({
  vocalists,
  onChange,
  error,
  status,
}: {
  readonly vocalists: readonly VocalistDraft[];
  readonly onChange: (vocalists: VocalistDraft[]) => void;
  readonly error?: string | undefined;
  readonly status?: string | null;
}) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const update = (key: string, patch: Partial<VocalistDraft>) =>
    onChange(vocalists.map((v) => (v.key === key ? { ...v, ...patch } : v)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Vocalists</legend>
      {vocalists.length > 0 ? (
        <ul className="grid gap-2">
          {vocalists.map((vocalist, index) => (
            <li key={vocalist.key} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`Vocalist ${index + 1} name`}
                  placeholder="Name"
                  value={vocalist.name}
                  maxLength={60}
                  onChange={(event) => update(vocalist.key, { name: event.target.value })}
                  onBlur={() => setLeft((keys) => new Set(keys).add(vocalist.key))}
                />
                <SegmentedControl
                  label={`Vocalist ${index + 1} gender`}
                  options={GENDERS}
                  value={vocalist.gender}
                  onChange={(gender) => update(vocalist.key, { gender })}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground"
                  aria-label={`Remove vocalist ${index + 1}`}
                  onClick={() => onChange(vocalists.filter((v) => v.key !== vocalist.key))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              {left.has(vocalist.key) && vocalist.name.trim() === "" ? (
                <p className="text-xs text-muted-foreground">Vocalist name is required</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {canAddVocalist(vocalists) ? (
          <Button variant="outline" size="sm" onClick={() => onChange(addVocalist(vocalists))}>
            <PlusIcon aria-hidden="true" />
            Add Vocalist
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">{vocalistCounter(vocalists)}</span>
        {status ? (
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {status}
          </span>
        ) : null}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
