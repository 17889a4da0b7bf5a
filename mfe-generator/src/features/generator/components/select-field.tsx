import { Label } from "@encore/ui";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@encore/ui/select";
import { type ReactNode, useId } from "react";

/** A labelled Radix select. Spec §5: an item may not have an empty value, so "none" is the placeholder. */
export function SelectField<T extends string>({
  label,
  hint,
  value,
  onChange,
  options,
  placeholder,
}: {
  label: string;
  hint?: ReactNode;
  value: T | "";
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {hint ? <span className="ml-1.5 font-normal text-muted-foreground">{hint}</span> : null}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
