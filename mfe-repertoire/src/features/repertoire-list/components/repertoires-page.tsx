import { Button, LoadingState, MessageState, toast, useIsMobile } from "@encore/ui";
import { ConfirmDeleteDialog } from "@encore/ui/confirm-delete-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LibraryIcon, PlusIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { deleteRepertoire, repertoiresQuery, repertoiresQueryKey } from "../../../api/repertoires.ts";
import { SearchField } from "../../../components/search-field.tsx";
import type { Repertoire } from "../../../lib/repertoire.ts";
import { searchRepertoires } from "../../../lib/search.ts";
import { RepertoireCard } from "./repertoire-card.tsx";

/** Spec §2 'Repertoires list' at /repertoires. */
export function RepertoiresPage() {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const query = useQuery(repertoiresQuery(isMobile));
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<Repertoire | null>(null);

  // Spec §8 'Repertoire list': the failure is also said in a toast, once per failed load.
  useEffect(() => {
    if (query.isError) toast({ title: "Failed to fetch repertoires", variant: "destructive" });
  }, [query.isError]);

  const remove = useMutation({
    mutationFn: (id: number) => deleteRepertoire(id),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: repertoiresQueryKey });
      toast({ title: "Repertoire deleted", variant: "success" });
    },
    onError: () => {
      setDeleting(null);
      toast({ title: "Failed to delete repertoire", variant: "destructive" });
    },
  });

  if (query.isPending) return <LoadingState text="Loading your repertoires..." />;

  const repertoires = query.data ?? [];
  const shown = searchRepertoires(repertoires, search);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Repertoires</h1>
          <p className="mt-1 text-muted-foreground">
            The songs your act knows. Pick a repertoire when generating and every song comes from it.
          </p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/repertoires/new">
            <PlusIcon aria-hidden="true" />
            New Repertoire
          </Link>
        </Button>
      </header>

      {query.isError ? (
        <MessageState
          role="alert"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title="Error Loading Repertoires"
          text="Your repertoires could not be loaded."
          action={
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          }
        />
      ) : repertoires.length === 0 ? (
        <MessageState
          icon={<LibraryIcon aria-hidden="true" />}
          title="No Repertoires Yet"
          text="Add the songs your act plays, then generate setlists from them."
          action={
            <Button asChild>
              <Link to="/repertoires/new">
                <PlusIcon aria-hidden="true" />
                Create Your First Repertoire
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <div className="mb-4">
            <SearchField
              label="Search repertoires"
              placeholder="Search by name, description or type"
              value={search}
              onChange={setSearch}
            />
          </div>
          {shown.length === 0 ? (
            <MessageState
              icon={<SearchXIcon aria-hidden="true" />}
              title="No matching repertoires"
              text={`Nothing matches “${search.trim()}”.`}
              action={
                <Button variant="outline" onClick={() => setSearch("")}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Repertoires">
              {shown.map((repertoire) => (
                <li key={repertoire.id} className="min-w-0">
                  <RepertoireCard repertoire={repertoire} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="This deletes the repertoire and all of its songs. This cannot be undone."
        deleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
