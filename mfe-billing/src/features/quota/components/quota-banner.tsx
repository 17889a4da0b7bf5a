import { useAuth } from "@encore/shell/auth";
import { Badge, cn } from "@encore/ui";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangleIcon, InfoIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { quotaQueryOptions } from "../api/quota-status.ts";
import { type QuotaBannerState, quotaBannerState } from "../lib/quota-banner-state.ts";

const tones = {
  blue: "border-sky-500/40 bg-sky-500/10 text-sky-950 dark:text-sky-100",
  yellow: "border-amber-500/50 bg-amber-400/15 text-amber-950 dark:text-amber-100",
  red: "border-red-500/50 bg-red-500/10 text-red-950 dark:text-red-100",
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function BannerBody({ banner }: { banner: Exclude<QuotaBannerState, { tone: "none" }> }) {
  if (banner.tone === "trial") {
    return (
      <>
        <SparklesIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <strong className="font-semibold">Free Trial: Unlimited Setlists!</strong>
          <span>{plural(banner.daysRemaining, "day", "days")} remaining</span>
        </p>
        <Badge className="bg-sky-600 text-white">TRIAL</Badge>
      </>
    );
  }
  if (banner.tone === "red") {
    return (
      <>
        <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <strong className="font-semibold">Free limit reached</strong>
          <span>You've used all {banner.totalFree} free setlists.</span>
        </p>
        <Link
          to="/subscription"
          className="shrink-0 rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Upgrade to Premium
        </Link>
      </>
    );
  }
  return (
    <>
      <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <strong className="font-semibold">
          {plural(banner.remaining, "free setlist", "free setlists")} remaining
        </strong>{" "}
        <span>of {banner.totalFree} this month.</span>
      </p>
    </>
  );
}

/**
 * Spec §4 'Quota banner', for signed-in musicians only, polled every 10 s. The generator home shows
 * it in a remote slot and invalidates the same query key after a generation, which refreshes it.
 */
export function QuotaBanner() {
  const signedIn = useAuth().status === "signedIn";
  const { data } = useQuery(quotaQueryOptions(signedIn));
  const banner = quotaBannerState(signedIn ? data : null);
  if (banner.tone === "none") return null;
  const tone = banner.tone === "trial" ? "blue" : banner.tone;
  return (
    <div
      role="status"
      data-tone={tone}
      className={cn(
        "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm sm:items-center",
        tones[tone],
      )}
    >
      <BannerBody banner={banner} />
    </div>
  );
}
