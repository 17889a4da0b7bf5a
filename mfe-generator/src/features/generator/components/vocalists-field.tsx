import { Button, Input, SegmentedControl } from "@encore/ui";
import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import {
  addVocalist,
  canRemoveVocalist,
  MAX_VOCALISTS,
  MAX_VOCALISTS_MESSAGE,
  removeVocalist,
  type VocalistDraft,
} from "../lib/form-rules.ts";
import type { VocalistGender } from "../lib/options.ts";

const GENDERS: readonly (readonly [VocalistGender, string])[] = [
  ["male", "Male"],
  ["female", "Female"],
];

/** Vocalists (spec §2, §5): add (up to 5, new ones empty and male), remove while more than one. */
export function VocalistsField({
  vocalists,
  onChange,
}: {
  vocalists: VocalistDraft[];
  onChange: (vocalists: VocalistDraft[]) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const atLimit = vocalists.length >= MAX_VOCALISTS;
  const update = (key: string, patch: Partial<VocalistDraft>) =>
    onChange(vocalists.map((v) => (v.key === key ? { ...v, ...patch } : v)));
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {vocalists.map((vocalist, index) => (
          <li key={vocalist.key} className="flex items-center gap-2">
            <Input
              aria-label={`Vocalist ${index + 1} name`}
              placeholder={`Vocalist ${index + 1} name`}
              value={vocalist.name}
              maxLength={60}
              onChange={(event) => update(vocalist.key, { name: event.target.value })}
            />
            <SegmentedControl
              label={`Vocalist ${index + 1} voice`}
              options={GENDERS}
              value={vocalist.gender}
              onChange={(gender) => update(vocalist.key, { gender })}
            />
            {canRemoveVocalist(vocalists) ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground"
                aria-label={`Remove vocalist ${index + 1}`}
                onClick={() => {
                  onChange(removeVocalist(vocalists, vocalist.key));
                  setError(null);
                }}
              >
                <XIcon />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={atLimit}
          onClick={() => {
            const change = addVocalist(vocalists);
            onChange(change.vocalists);
            setError(change.error);
          }}
        >
          <PlusIcon />
          Add Vocalist
        </Button>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {atLimit ? MAX_VOCALISTS_MESSAGE : (error ?? `${vocalists.length}/${MAX_VOCALISTS}`)}
        </span>
      </div>
    </div>
  );
}
