import {
  Button,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@encore/ui";
import { useAtom } from "jotai";
import { LogOutIcon, MenuIcon } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { navigationLinks } from "../../config/navigation.ts";
import { displayName, useAuth } from "../../features/auth/api/get-user.ts";
import { signOut } from "../../features/auth/api/use-auth-actions.ts";
import { menuOpenAtom } from "./menu-state.ts";
import { NavLinks } from "./nav-links.tsx";
import { SignInLink } from "./sign-in-link.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/**
 * The header menu (spec §2 'Desktop header', 'Mobile header menu', sticky header): a right-side
 * panel on desktop, a bottom sheet on phones. Closes on navigation, sign in and sign out.
 */
export function MenuPanel({ variant }: { variant: "desktop" | "mobile" }) {
  const auth = useAuth();
  const [open, setOpen] = useAtom(menuOpenAtom);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname, setOpen]);

  const mobile = variant === "mobile";
  // On phones the Account link lives in the bottom bar, so the sheet lists the other four (spec §2).
  const links = mobile ? navigationLinks.slice(0, 4) : navigationLinks;
  const who = displayName(auth.user, mobile ? "firstName" : "email");

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size={mobile ? "icon" : "md"} aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
          {mobile ? null : <span>Menu</span>}
        </Button>
      </SheetTrigger>
      <SheetContent side={mobile ? "bottom" : "right"}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          {auth.status === "signedIn" ? (
            <SheetDescription className="truncate" title={who}>
              {who}
            </SheetDescription>
          ) : (
            <SheetDescription>Sign in to access all features</SheetDescription>
          )}
        </SheetHeader>

        {auth.status === "signedIn" ? (
          <nav aria-label="Main" className="-mx-2">
            <NavLinks links={links} onNavigate={close} />
          </nav>
        ) : (
          <div className="grid gap-3">
            <SignInLink size="lg" className="w-full" />
            <p className="text-center text-sm text-muted-foreground">
              Get 3 free setlists + premium features
            </p>
          </div>
        )}

        <div className="mt-auto grid gap-4 border-t border-border pt-4">
          <ThemeSwitch showLabels className="w-full" />
          {auth.status === "signedIn" ? (
            <button
              type="button"
              className="flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-semibold transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOutIcon className="size-5" aria-hidden="true" />
              {mobile ? "Logout" : "Sign Out"}
            </button>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
