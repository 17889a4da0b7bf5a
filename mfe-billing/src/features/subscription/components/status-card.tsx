import {
  Badge,
  Button,
  Card,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "@encore/ui";
import { useMutation } from "@tanstack/react-query";
import { CalendarClockIcon, CircleAlertIcon, CrownIcon, ListMusicIcon, MusicIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cancelSubscription } from "../api/cancel-subscription.ts";
import type { SubscriptionStatus } from "../api/types.ts";
import { useRefreshSubscription } from "../hooks/use-subscription-purchase.ts";
import { serverMessage } from "../lib/server-message.ts";
import { type StatusSummary, statusSummary } from "../lib/status-summary.ts";

const CANCEL_FAILED = "Unable to cancel subscription. Please try again.";

function CancelSubscription({ summary, planName }: { summary: StatusSummary; planName: string | null }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshSubscription();
  const cancel = useMutation({
    mutationFn: async () => {
      const answer = await cancelSubscription();
      if (answer.success === false) throw new Error(answer.error || CANCEL_FAILED);
      return answer;
    },
    onSuccess: async () => {
      setOpen(false);
      toast({
        title: "Subscription Canceled",
        description: "Your subscription has been canceled and will end at the current billing period.",
        variant: "success",
      });
      await refresh();
    },
    onError: (error) => {
      setOpen(false);
      toast({
        title: "Cancellation Failed",
        description: serverMessage(error) ?? CANCEL_FAILED,
        variant: "destructive",
      });
    },
  });
  if (!summary.canCancel) return null;
  return (
    <>
      <Button variant="outline" size="sm" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent className="max-w-sm" role="alertdialog">
          <DialogHeader>
            <DialogTitle>Cancel your {planName ? `${planName} ` : ""}subscription?</DialogTitle>
            <DialogDescription>
              Premium stays on until the end of the current billing period; after that you are back on the
              free plan, with 3 free setlists a month.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep subscription
            </Button>
            <Button variant="destructive" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              Cancel subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** Spec §2 'Subscription': the status card ('Premium' or 'Free', trial end, free setlists left). */
export function StatusCard({ status, planName }: { status: SubscriptionStatus; planName: string | null }) {
  const summary = statusSummary(status);
  const premium = summary.tier === "Premium";
  return (
    <Card
      aria-labelledby="subscription-tier"
      role="region"
      className={cn("grid gap-4 p-5 sm:p-6", premium && "border-primary/50 shadow-glow")}
    >
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6",
            premium ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
          )}
          aria-hidden="true"
        >
          {premium ? <CrownIcon /> : <MusicIcon />}
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">Your plan</p>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="subscription-tier" className="text-2xl font-bold tracking-tight">
              {summary.tier}
            </h2>
            {planName ? <Badge variant="secondary">{planName}</Badge> : null}
            {status.status === "trial" ? <Badge variant="outline">Trial</Badge> : null}
            {summary.ends ? <Badge variant="outline">Canceled</Badge> : null}
          </div>
        </div>
        {summary.canCancel ? (
          <div className="w-full sm:w-auto">
            <CancelSubscription summary={summary} planName={planName} />
          </div>
        ) : null}
      </div>

      {summary.trialEnds || summary.freeRemaining || summary.ends ? (
        <ul className="grid gap-1.5">
          {summary.trialEnds ? <Line icon={<CalendarClockIcon />}>{summary.trialEnds}</Line> : null}
          {summary.ends ? <Line icon={<CalendarClockIcon />}>{summary.ends}</Line> : null}
          {summary.freeRemaining ? <Line icon={<ListMusicIcon />}>{summary.freeRemaining}</Line> : null}
        </ul>
      ) : null}

      {summary.paymentFailed ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-md border border-red-500/50 bg-red-500/10 px-4 py-3 text-sm text-red-950 dark:text-red-100"
        >
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Payment failed.</strong> Your last payment didn't go through.
            Choose a plan below to save a new payment method.
          </p>
        </div>
      ) : null}
    </Card>
  );
}
