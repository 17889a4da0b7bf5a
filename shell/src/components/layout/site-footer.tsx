import { AtSignIcon, CameraIcon, MonitorPlayIcon, UsersIcon } from "lucide-react";
import { Logo } from "./logo.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/** Encore has no social accounts yet (spec §2: 'no real targets'), so these are buttons that say so. */
const socialChannels = [
  { name: "Instagram", icon: CameraIcon },
  { name: "YouTube", icon: MonitorPlayIcon },
  { name: "Facebook", icon: UsersIcon },
  { name: "X", icon: AtSignIcon },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface/60">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div className="grid gap-2">
          <Logo />
          <p className="text-sm text-muted-foreground">Professional setlist generator for musicians</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ul className="flex gap-2" aria-label="Encore on social media">
            {socialChannels.map(({ name, icon: Icon }) => (
              <li key={name}>
                <button
                  type="button"
                  aria-label={`Encore on ${name}`}
                  title={name}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon className="size-[18px]" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <ThemeSwitch />
        </div>
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-muted-foreground md:px-6">
          © {new Date().getFullYear()} Encore. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
