import { ConstructionIcon } from "lucide-react";
import { BackToEncore } from "./not-found.tsx";
import { StatusScreen } from "./status-screen.tsx";

/** One of Encore's screens whose part of the app is not deployed here (no remote declares it). */
export function NotYetAvailable() {
  return (
    <StatusScreen icon={ConstructionIcon} title="Not installed on this server" actions={<BackToEncore />}>
      <p>This part of Encore is not installed on this server, so there is nothing to show here.</p>
    </StatusScreen>
  );
}
