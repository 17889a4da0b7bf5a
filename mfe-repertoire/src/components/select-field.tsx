import { Label } from "@encore/ui";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@encore/ui/select";
import { type ReactNode, useId } from "react";

/**
 * A labelled Radix select (a copy of mfe-generator's SelectField, with an error line). Spec §5: an
 * item may not have an empty value, so callers use "none" for nothing chosen.
 */
export function SelectField({
  label,
  hint,
  value,
  onChange,
  options,
  error,
}: {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly (readonly [string, string])[];
  readonly error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
