import { cn, type Theme, useTheme } from "@encore/ui";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";

const choices = [
  { value: "dark", label: "Dark", icon: MoonIcon },
  { value: "light", label: "Light", icon: SunIcon },
  { value: "system", label: "System", icon: MonitorIcon },
] as const satisfies readonly { value: Theme; label: string; icon: unknown }[];

/** Dark, light or system (spec §2): three buttons, one pressed, always in view. */
export function ThemeSwitch({ className, showLabels = false }: { className?: string; showLabels?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset
      className={cn(
        "inline-flex items-center gap-0.5 rounded-full border border-border bg-surface p-0.5",
        className,
      )}
    >
      <legend className="sr-only">Theme</legend>
      {choices.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          aria-label={showLabels ? undefined : `${label} theme`}
          title={`${label} theme`}
          onClick={() => setTheme(value)}
          className={cn(
            "inline-flex h-8 items-center justify-center gap-1.5 rounded-full text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            showLabels ? "flex-1 px-3" : "w-8",
            theme === value
              ? "bg-primary text-primary-foreground shadow-sm"
              : "text-muted-foreground hover:bg-accent hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {showLabels ? label : null}
        </button>
      ))}
    </fieldset>
  );
}
