import { ConstructionIcon } from "lucide-react";
import { BackToEncore } from "./not-found.tsx";
import { StatusScreen } from "./status-screen.tsx";

/** One of Encore's screens whose part of the app is not deployed here (no remote declares it). */
export function NotYetAvailable() {
  return (
    <StatusScreen icon={ConstructionIcon} title="Coming soon" actions={<BackToEncore />}>
      <p>This part of Encore isn't available yet. It arrives in an upcoming update.</p>
    </StatusScreen>
  );
}
