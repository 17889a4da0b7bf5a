import { useIsMobile } from "@encore/ui";
import { useAuth } from "../../features/auth/api/get-user.ts";
import { Logo } from "./logo.tsx";
import { MenuPanel } from "./menu-panel.tsx";
import { SignInLink } from "./sign-in-link.tsx";

/** The sticky header: logo to /, Sign In for visitors, and the menu (spec §2); the theme switch is in the menu and footer. */
export function SiteHeader() {
  const isMobile = useIsMobile();
  const auth = useAuth();
  const signedOut = auth.status === "signedOut";
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Logo />
        <div className="flex items-center gap-2 md:gap-3">
          {signedOut ? <SignInLink size={isMobile ? "sm" : "md"} /> : null}
          {isMobile && signedOut ? null : <MenuPanel variant={isMobile ? "mobile" : "desktop"} />}
        </div>
      </div>
    </header>
  );
}
