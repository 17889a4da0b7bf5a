import { useAuth } from "@encore/shell/auth";
import { RemoteComponent } from "@encore/shell/remote-slot";
import { Button, toast, useIsMobile } from "@encore/ui";
import { useQuery } from "@tanstack/react-query";
import { FolderOpenIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { repertoiresQueryOptions } from "../api/repertoires.ts";
import type { GenerateResponse } from "../api/types.ts";
import { MIN_OVERLAY_MS, useGenerateSetlist } from "../hooks/use-generate-setlist.ts";
import {
  type GeneratorFormValues,
  initialFormValues,
  keepKnownRepertoires,
  toGenerationRequest,
} from "../lib/form-rules.ts";
import { EmptyResult } from "./empty-result.tsx";
import { GeneratingOverlay } from "./generating-overlay.tsx";
import { GeneratorForm } from "./generator-form.tsx";
import { SetlistResult } from "./setlist-result.tsx";

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The generator home at `/` for a signed-in musician (spec §2 'Generator home', §4 'Generator'). */
export function GeneratorHome({ overlayMinimumMs = MIN_OVERLAY_MS }: { overlayMinimumMs?: number }) {
  const isMobile = useIsMobile();
  const auth = useAuth();
  const [form, setForm] = useState<GeneratorFormValues>(initialFormValues);
  const [result, setResult] = useState<GenerateResponse | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const repertoires = useQuery(repertoiresQueryOptions(isMobile));
  const loaded = repertoires.data ?? [];
  const loadedIds = loaded.map((repertoire) => repertoire.id);

  // Spec §8 'Repertoire list': one toast per failed load (no retries, so no storm); the list reads as empty.
  const failedAt = repertoires.isError ? repertoires.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ title: "Failed to fetch repertoires", variant: "destructive" });
  }, [failedAt]);

  const generate = useGenerateSetlist({
    isMobile,
    minimumMs: overlayMinimumMs,
    onGenerated: (next) => {
      setResult(next);
      requestAnimationFrame(() =>
        resultRef.current?.scrollIntoView?.({
          behavior: prefersReducedMotion() ? "auto" : "smooth",
          block: "start",
        }),
      );
    },
  });

  const update = <K extends keyof GeneratorFormValues>(key: K, value: GeneratorFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const startOver = () => {
    setResult(null);
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 md:gap-8 md:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Setlist generator</p>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Create Your Perfect Setlist</h1>
          <p className="max-w-2xl text-muted-foreground">
            Tell Encore about the gig; get sets timed to the minute, with songs shared between your singers.
          </p>
        </div>
        <Button asChild variant="outline" size={isMobile ? "sm" : "md"}>
          <Link to="/saved-setlists">
            <FolderOpenIcon />
            Saved Setlists
          </Link>
        </Button>
      </header>

      {/* mfe-billing's quota banner (decision 0016); without mfe-billing the slot stays empty. */}
      {auth.status === "signedIn" ? <RemoteComponent remote="mfe_billing" module="quota-banner" /> : null}

      <GeneratorForm
        form={{ ...form, selectedRepertoireIds: keepKnownRepertoires(form.selectedRepertoireIds, loadedIds) }}
        update={update}
        isMobile={isMobile}
        repertoires={loaded}
        repertoiresLoading={repertoires.isPending}
        generating={generate.isPending}
        onSubmit={() => generate.mutate(toGenerationRequest(form, loadedIds))}
      />

      <div ref={resultRef} className="scroll-mt-20">
        {result ? (
          <SetlistResult key={String(result.id)} result={result} onNew={startOver} />
        ) : (
          <EmptyResult />
        )}
      </div>

      {generate.isPending ? <GeneratingOverlay /> : null}
    </div>
  );
}
