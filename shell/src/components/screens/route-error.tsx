import { Button } from "@encore/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useRouteError } from "react-router";
import { BackToEncore } from "./not-found.tsx";
import { StatusScreen } from "./status-screen.tsx";

/** A screen that threw: the message stays inside the chrome so the rest of Encore stays usable. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error("[encore] a screen failed:", error);
  return (
    <StatusScreen
      icon={TriangleAlertIcon}
      tone="warning"
      title="Something went wrong"
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <BackToEncore variant="outline" />
        </>
      }
    >
      <p>This screen hit a problem. Reload to try again; your saved work is safe.</p>
    </StatusScreen>
  );
}
