import { Button, Input, Label } from "@encore/ui";
import { MinusIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  canAddSet,
  canRemoveSet,
  describeTotal,
  MAX_SET_MINUTES,
  MIN_SET_MINUTES,
  resizeSets,
  settledSetMinutes,
  typedSetMinutes,
} from "../lib/form-rules.ts";

/** One set's minutes, with spec §5's typing and blur rules. */
function SetDurationInput({
  index,
  minutes,
  onChange,
}: {
  index: number;
  minutes: number;
  onChange: (minutes: number) => void;
}) {
  const id = useId();
  // While focused the field shows what was typed (possibly empty); otherwise the settled minutes.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Set {index + 1}
      </Label>
      <div className="relative">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          aria-label={`Set ${index + 1} duration in minutes`}
          aria-describedby={`${id}-unit`}
          title={`${MIN_SET_MINUTES}-${MAX_SET_MINUTES} minutes`}
          className="pr-12 tabular-nums"
          value={draft ?? String(minutes)}
          onFocus={() => setDraft(String(minutes))}
          onChange={(event) => {
            const typed = typedSetMinutes(event.target.value);
            if (typed === null) return;
            setDraft(event.target.value);
            onChange(typed);
          }}
          onBlur={(event) => {
            onChange(settledSetMinutes(event.target.value));
            setDraft(null);
          }}
        />
        <span
          id={`${id}-unit`}
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          min
        </span>
      </div>
    </div>
  );
}

/** Number of sets (stepper, 1-5) and each set's duration, with the total (spec §2, §4, §5). */
export function SetsField({
  durations,
  onChange,
}: {
  durations: number[];
  onChange: (durations: number[]) => void;
}) {
  const labelId = useId();
  const count = durations.length;
  const total = describeTotal(durations);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-medium">
          Number of sets
        </span>
        <fieldset aria-labelledby={labelId} className="m-0 flex min-w-0 items-center gap-2 border-0 p-0">
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label="Remove a set"
            disabled={!canRemoveSet(count)}
            onClick={() => onChange(resizeSets(durations, count - 1))}
          >
            <MinusIcon />
          </Button>
          <output aria-live="polite" className="w-8 text-center text-lg font-bold tabular-nums">
            {count}
          </output>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label="Add a set"
            disabled={!canAddSet(count)}
            onClick={() => onChange(resizeSets(durations, count + 1))}
          >
            <PlusIcon />
          </Button>
        </fieldset>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {durations.map((minutes, index) => (
          <SetDurationInput
            // Sets are positional: set 2 is always the second entry.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the set's identity
            key={index}
            index={index}
            minutes={minutes}
            onChange={(next) => onChange(durations.map((value, i) => (i === index ? next : value)))}
          />
        ))}
      </div>
      <p className="flex items-baseline justify-between gap-3 rounded-md bg-muted px-3 py-2 text-sm">
        <span className="text-muted-foreground">Total</span>
        <span data-testid="total-duration" className="font-semibold tabular-nums">
          {total.minutes} minutes ({total.hours} hours)
        </span>
      </p>
    </div>
  );
}
