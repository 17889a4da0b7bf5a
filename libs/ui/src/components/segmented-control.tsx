import { cn } from "../lib/cn.ts";

export interface SegmentedControlProps<Value extends string> {
  /** The radio group's accessible name. */
  readonly label: string;
  /** Each choice as [value, visible label], in order. */
  readonly options: readonly (readonly [Value, string])[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
}

/** A row of two or three buttons that acts as one radio group (e.g. a vocalist's voice). */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex h-10 shrink-0 rounded-md border border-input p-0.5"
    >
      {options.map(([option, optionLabel]) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "rounded-sm px-2.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring",
            value === option
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {optionLabel}
        </button>
      ))}
    </div>
  );
}
