import { LockKeyholeIcon } from "lucide-react";
import { Link } from "react-router";
import { SignInLink } from "../layout/sign-in-link.tsx";
import { StatusScreen } from "./status-screen.tsx";

/** What a visitor sees on a page that needs an account (spec §2 'Route access'). */
export function LoginRequired() {
  return (
    <StatusScreen
      icon={LockKeyholeIcon}
      title="Sign in to continue"
      actions={
        <>
          <SignInLink size="lg" />
          <Link to="/auth" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            Create Free Account
          </Link>
        </>
      }
    >
      <p>This page is part of your Encore account. Sign in to access all features.</p>
    </StatusScreen>
  );
}
