import { cn } from "@encore/ui";
import { NavLink } from "react-router";
import type { NavigationLink } from "../../config/navigation.ts";

/** The menu's links; the current page is highlighted and announced (aria-current). */
export function NavLinks({
  links,
  onNavigate,
}: {
  links: readonly NavigationLink[];
  onNavigate: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                isActive
                  ? "bg-primary/15 text-foreground ring-1 ring-primary/40 ring-inset"
                  : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
