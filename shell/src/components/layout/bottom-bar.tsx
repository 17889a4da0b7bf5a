import { cn } from "@encore/ui";
import { NavLink } from "react-router";
import { navigationLinks } from "../../config/navigation.ts";

/** The fixed bottom bar on phones, for signed-in musicians only (spec §2). */
export function BottomBar() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {navigationLinks.map(({ to, shortLabel, icon: Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {shortLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
