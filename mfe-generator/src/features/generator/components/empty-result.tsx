import { Card } from "@encore/ui";
import { ListMusicIcon } from "lucide-react";

/** Spec §2: what the result area says before anything is generated. */
export function EmptyResult() {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed bg-transparent px-6 py-12 text-center shadow-none">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ListMusicIcon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">No Setlist Generated Yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Fill out the form above and generate your perfect setlist.
      </p>
    </Card>
  );
}
