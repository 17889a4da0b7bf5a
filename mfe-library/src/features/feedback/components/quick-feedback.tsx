import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Textarea,
  toast,
} from "@encore/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { StarIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import type { SavedSetlist } from "../../../lib/setlist.ts";
import { feedbackQuery, type SavedFeedback, saveFeedback } from "../api/feedback.ts";
import { DEFAULT_RATING } from "../lib/feedback-entries.ts";
import { quickFeedbackPayload, RATINGS } from "../lib/quick-feedback.ts";

/**
 * The 'Add Feedback' tab (spec §2): 'Quick Feedback' with the five rating buttons, optional
 * highlights (whatWorked) and 'Done!'. Saved feedback, when there is some, fills the form.
 */
export function QuickFeedback({
  setlist,
  onSavedFeedback,
}: {
  readonly setlist: SavedSetlist;
  /** Called once with the saved record, so the page can merge its song entries. */
  readonly onSavedFeedback?: (feedback: SavedFeedback) => void;
}) {
  const queryClient = useQueryClient();
  const saved = useQuery(feedbackQuery(setlist.id));
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [highlights, setHighlights] = useState("");
  const [filledFrom, setFilledFrom] = useState<SavedFeedback | null>(null);

  useEffect(() => {
    const record = saved.data;
    if (!record || record === filledFrom) return;
    setFilledFrom(record);
    if (typeof record.overallRating === "number") setRating(record.overallRating);
    if (typeof record.whatWorked === "string") setHighlights(record.whatWorked);
    onSavedFeedback?.(record);
  }, [saved.data, filledFrom, onSavedFeedback]);

  const submit = useMutation({
    mutationFn: () => saveFeedback(setlist.id, quickFeedbackPayload(rating, highlights, setlist)),
    onSuccess: async () => {
      toast({
        title: "Feedback saved!",
        description: "Thanks for sharing how your performance went!",
        variant: "success",
      });
      await queryClient.invalidateQueries({ queryKey: feedbackQuery(setlist.id).queryKey });
    },
    onError: () =>
      toast({ title: "Error saving feedback", description: "Please try again.", variant: "destructive" }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Feedback</CardTitle>
        <CardDescription>How did the gig go? Encore learns from it for your next setlists.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-6">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Overall rating</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
              {RATINGS.map((option) => {
                const chosen = rating === option.value;
                return (
                  <Button
                    key={option.value}
                    variant={chosen ? "primary" : "outline"}
                    aria-pressed={chosen}
                    aria-label={`${option.value} ${option.label}`}
                    onClick={() => setRating(option.value)}
                    className="h-auto flex-row justify-start gap-3 py-3 sm:flex-col sm:justify-center sm:gap-1"
                  >
                    <span className="inline-flex items-center gap-1 text-lg font-bold tabular-nums">
                      {option.value}
                      <StarIcon aria-hidden="true" className={chosen ? "fill-current" : ""} />
                    </span>
                    <span className="text-sm whitespace-normal">{option.label}</span>
                  </Button>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="feedback-highlights">Highlights or notes (optional)</Label>
            <Textarea
              id="feedback-highlights"
              value={highlights}
              onChange={(event) => setHighlights(event.target.value)}
              placeholder="What worked? Which songs filled the floor?"
              rows={4}
            />
          </div>
          <Button type="submit" size="lg" loading={submit.isPending} className="sm:justify-self-end">
            {submit.isPending ? "Saving..." : "Done!"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
