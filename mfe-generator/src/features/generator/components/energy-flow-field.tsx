import { cn } from "@encore/ui";
import { ActivityIcon, TrendingUpIcon, ZapIcon } from "lucide-react";
import { ENERGY_FLOW_LABELS, ENERGY_FLOWS, type EnergyFlow } from "../lib/options.ts";

const icons = { build: TrendingUpIcon, wave: ActivityIcon, high: ZapIcon } as const;

/** Energy flow as three choice cards (spec §3: desktop and mobile wordings). */
export function EnergyFlowField({
  value,
  onChange,
  isMobile,
}: {
  value: EnergyFlow;
  onChange: (value: EnergyFlow) => void;
  isMobile: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Energy flow" className="grid gap-2 sm:grid-cols-3">
      {ENERGY_FLOWS.map((flow) => {
        const Icon = icons[flow];
        const label = ENERGY_FLOW_LABELS[flow];
        return (
          <label
            key={flow}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              value === flow
                ? "border-primary bg-primary/10"
                : "border-input hover:border-muted-foreground/60",
            )}
          >
            <input
              type="radio"
              name="energy-flow"
              value={flow}
              checked={value === flow}
              onChange={() => onChange(flow)}
              className="sr-only"
            />
            <Icon
              className={cn(
                "mt-0.5 size-5 shrink-0",
                value === flow ? "text-primary" : "text-muted-foreground",
              )}
              aria-hidden="true"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">{isMobile ? label.mobile : label.desktop}</span>
              <span className="text-xs text-muted-foreground">{label.hint}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
