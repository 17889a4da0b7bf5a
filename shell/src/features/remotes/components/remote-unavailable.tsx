import { Button } from "@encore/ui";
import { UnplugIcon } from "lucide-react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { BackToEncore } from "../../../components/screens/not-found.tsx";
import { StatusScreen } from "../../../components/screens/status-screen.tsx";
import type { RemoteRegistry } from "../remote-registry.ts";

/** Shown inside the shell chrome when a remote failed to load; Retry loads it afresh. */
export function RemoteUnavailable({
  registry,
  remoteName,
}: {
  registry: RemoteRegistry;
  remoteName: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle";
  return (
    <StatusScreen
      icon={UnplugIcon}
      tone="warning"
      title="This part of Encore could not be loaded"
      actions={
        <>
          <Button
            size="lg"
            loading={retrying}
            onClick={() => {
              registry.forgetFailure(remoteName);
              // Navigating to the same address runs route discovery again, which loads the remote anew.
              void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
            }}
          >
            Retry
          </Button>
          <BackToEncore variant="outline" />
        </>
      }
    >
      <p>Check your connection and try again. The rest of Encore keeps working.</p>
    </StatusScreen>
  );
}
