import { Spinner } from "@encore/ui";
import { CheckIcon, ListMusicIcon, SearchIcon, SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useState } from "react";

/** Spec §2: the three stages of the overlay, shown in turn while the setlist is made. */
export const GENERATION_STAGES = [
  { label: "Analyzing", detail: "your event, audience and band", icon: SearchIcon },
  { label: "Selecting", detail: "songs that fit your brief", icon: ListMusicIcon },
  { label: "Optimizing", detail: "energy flow and set timing", icon: SlidersHorizontalIcon },
] as const;
const STAGE_STEP_MS = 400;

/** The full-screen overlay while generating (spec §2, §4): the page behind cannot be used. */
export function GeneratingOverlay() {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setStage((current) => Math.min(current + 1, GENERATION_STAGES.length - 1)),
      STAGE_STEP_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="generating-title"
      aria-describedby="generating-wait"
      className="fixed inset-0 z-[60] flex animate-fade-in items-center justify-center bg-overlay p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-xl border border-border bg-surface-raised p-6 text-center shadow-glow sm:p-8">
        <Spinner size="lg" label="Creating your setlist" />
        <h2 id="generating-title" className="mt-5 text-xl font-bold tracking-tight">
          Creating Your Setlist
        </h2>
        <ol className="mt-6 grid gap-3 text-left">
          {GENERATION_STAGES.map(({ label, detail, icon: Icon }, index) => {
            const done = index < stage;
            const active = index === stage;
            return (
              <li
                key={label}
                aria-current={active ? "step" : undefined}
                className={
                  active
                    ? "flex items-center gap-3 rounded-md bg-primary/10 px-3 py-2 text-foreground"
                    : done
                      ? "flex items-center gap-3 px-3 py-2 text-foreground"
                      : "flex items-center gap-3 px-3 py-2 text-muted-foreground"
                }
              >
                <span
                  aria-hidden="true"
                  className={
                    done || active
                      ? "flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                      : "flex size-7 shrink-0 items-center justify-center rounded-full bg-muted"
                  }
                >
                  {done ? <CheckIcon className="size-4" /> : <Icon className="size-4" />}
                </span>
                <span className="text-sm">
                  <span className="font-semibold">{label}</span> {detail}
                </span>
              </li>
            );
          })}
        </ol>
        <p id="generating-wait" className="mt-6 text-sm text-muted-foreground">
          Please wait 8-12 seconds...
        </p>
      </div>
    </div>
  );
}
