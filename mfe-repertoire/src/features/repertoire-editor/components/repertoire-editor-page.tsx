import { Button, LoadingState, MessageState } from "@encore/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, EyeIcon, SearchXIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import {
  createRepertoire,
  repertoireQuery,
  repertoiresQueryKey,
  repertoireUrl,
  updateRepertoire,
} from "../../../api/repertoires.ts";
import type { Repertoire } from "../../../lib/repertoire.ts";
import { useDetailsSave } from "../hooks/use-details-save.ts";
import { DetailsForm } from "./details-form.tsx";
import { SongsSection } from "./songs-section.tsx";

const BackLink = () => (
  <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
    <Link to="/repertoires">
      <ArrowLeftIcon aria-hidden="true" />
      Repertoires
    </Link>
  </Button>
);

/** Spec §2 'Repertoire create/edit' at /repertoires/new and /repertoires/{id}/edit. */
export function RepertoireEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <CreateRepertoire />;
  return <EditRepertoire id={id} />;
}

function CreateRepertoire() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { saving, submit } = useDetailsSave(
    async (details) => {
      const created = await createRepertoire(details);
      await queryClient.invalidateQueries({ queryKey: repertoiresQueryKey });
      navigate(`/repertoires/${created.id}/edit`, { replace: true });
    },
    { saved: "Repertoire created", failed: "Failed to create repertoire" },
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <BackLink />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">New Repertoire</h1>
        <p className="mt-1 text-muted-foreground">Name it and say who sings; add the songs next.</p>
      </header>
      <DetailsForm repertoire={null} saving={saving} onSubmit={submit} />
    </div>
  );
}

function EditRepertoire({ id }: { readonly id: string }) {
  const query = useQuery(repertoireQuery(id));
  if (query.isPending) return <LoadingState text="Loading the repertoire..." />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-6">
        <BackLink />
        <MessageState
          icon={<SearchXIcon aria-hidden="true" />}
          title="Repertoire Not Found"
          text="The repertoire you're looking for doesn't exist or you don't have permission to view it."
          action={
            <Button asChild>
              <Link to="/repertoires">Back to Repertoires</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <EditLoadedRepertoire key={query.data.id} repertoire={query.data} />;
}

function EditLoadedRepertoire({ repertoire }: { readonly repertoire: Repertoire }) {
  const queryClient = useQueryClient();
  const { saving, submit } = useDetailsSave(
    async (details) => {
      await updateRepertoire(repertoire.id, details);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [repertoireUrl(repertoire.id)] }),
        queryClient.invalidateQueries({ queryKey: repertoiresQueryKey }),
      ]);
    },
    { saved: "Repertoire updated", failed: "Failed to update repertoire" },
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <BackLink />
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Edit Repertoire</h1>
          <p className="mt-1 text-muted-foreground break-words">{repertoire.name}</p>
        </div>
        <Button variant="outline" asChild className="self-start sm:self-auto">
          <Link to={`/repertoires/${repertoire.id}`}>
            <EyeIcon aria-hidden="true" />
            View
          </Link>
        </Button>
      </header>
      <div className="grid gap-6">
        <DetailsForm repertoire={repertoire} saving={saving} onSubmit={submit} />
        <SongsSection repertoire={repertoire} />
      </div>
    </div>
  );
}
