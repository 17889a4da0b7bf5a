import { Button } from "@encore/ui";
import { MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusScreen } from "./status-screen.tsx";

export function BackToEncore({ variant = "primary" }: { variant?: "primary" | "outline" }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to="/">Back to Encore</Link>
    </Button>
  );
}

/** Spec §2: anything that is not one of Encore's addresses. */
export function NotFound() {
  return (
    <StatusScreen icon={MusicIcon} title="Page Not Found" actions={<BackToEncore />}>
      <p>That page isn't on the setlist. Check the address, or head back to Encore.</p>
    </StatusScreen>
  );
}
