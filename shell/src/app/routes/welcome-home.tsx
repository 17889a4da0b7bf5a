import { Card } from "@encore/ui";
import { ArrowRightIcon, CircleHelpIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { navigationLinks } from "../../config/navigation.ts";
import { displayName, useAuth } from "../../features/auth/api/get-user.ts";
import type { RemoteRegistry } from "../../features/remotes/remote-registry.ts";

interface Destination {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The screens that really exist here: the parts of Encore whose remotes are deployed, and help. */
const destinations = (registry: RemoteRegistry): Destination[] => {
  const deployed = navigationLinks.filter(
    (link) => link.to !== "/" && registry.remoteFor(link.to) !== undefined,
  );
  return [
    ...deployed.map(({ to, label, icon }) => ({ to, label, icon })),
    { to: "/account-help", label: "Account help", icon: CircleHelpIcon },
  ];
};

/**
 * `/` for a signed-in musician while no remote serves the generator home: an honest welcome that
 * links only to what is deployed (spec §2 'Generator home' arrives with mfe-generator).
 */
export function WelcomeHome({ registry }: { registry: RemoteRegistry }) {
  const { user } = useAuth();
  const name = user?.firstName?.trim() || null;
  const links = destinations(registry);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 md:py-20">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Welcome to Encore</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-5xl">
        {name ? `Good to see you, ${name}.` : "Good to see you."}
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">
        You're signed in as <span className="font-medium text-foreground">{displayName(user, "email")}</span>.
        The setlist generator is not installed on this server yet; what is installed is linked below.
      </p>
      <Card className="mt-10 p-2">
        <ul className="divide-y divide-border">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-14 items-center justify-between rounded-md px-4 font-semibold transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-3">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  {label}
                </span>
                <ArrowRightIcon
                  className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
