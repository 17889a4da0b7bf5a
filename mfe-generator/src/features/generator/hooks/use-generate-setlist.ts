import { toast } from "@encore/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { generateSetlist } from "../api/generate-setlist.ts";
import { CAN_GENERATE_URL } from "../api/quota.ts";
import type { GenerateResponse } from "../api/types.ts";
import type { GenerationRequest } from "../lib/form-rules.ts";
import { describeGenerationFailure } from "../lib/generation-errors.ts";

/**
 * Generation answers in well under a second; the overlay stays at least this long so its
 * stages read as a step rather than a flicker, and no longer than the answer needs past that.
 */
export const MIN_OVERLAY_MS = 1200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Generate with the overlay's minimum, the quota refreshed after, and spec §8's failures handled. */
export const useGenerateSetlist = ({
  isMobile,
  minimumMs = MIN_OVERLAY_MS,
  onGenerated,
}: {
  isMobile: boolean;
  minimumMs?: number;
  onGenerated: (result: GenerateResponse) => void;
}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (request: GenerationRequest) => {
      const started = Date.now();
      try {
        return await generateSetlist(request);
      } finally {
        const left = minimumMs - (Date.now() - started);
        if (left > 0) await wait(left);
      }
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [CAN_GENERATE_URL] });
      if (isMobile) {
        toast({
          title: "Setlist Generated!",
          description: "Your custom setlist has been created successfully.",
          variant: "success",
        });
      }
      onGenerated(result);
    },
    onError: (error) => {
      const failure = describeGenerationFailure(error, isMobile);
      if (failure.kind === "subscription") {
        void navigate("/subscription");
        return;
      }
      toast({ title: failure.title, description: failure.description, variant: "destructive" });
    },
  });
};
