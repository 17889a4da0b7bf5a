import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@encore/ui/select";
import type { ComponentProps } from "react";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A select of `options` led by an item for nothing chosen: Radix items cannot have an empty value, so
 * that item's value is `none` and its text `noneLabel`. `trigger` labels the trigger and sizes it.
 */
export function OptionsSelect({
  value,
  onValueChange,
  none,
  noneLabel,
  options,
  trigger,
}: {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly none: string;
  readonly noneLabel: string;
  readonly options: readonly SelectOption[];
  readonly trigger: ComponentProps<typeof SelectTrigger>;
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={none}>{noneLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
