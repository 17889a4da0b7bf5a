import { useAuth } from "@encore/shell/auth";
import { Button, LoadingState, toast } from "@encore/ui";
import { SharedPage, SharedPageNotFound, SongKeyBadge, SongPosition } from "@encore/ui/shared-page";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, ListMusicIcon, LogInIcon, MicVocalIcon, SaveIcon, TagIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { cloneSharedRepertoire, repertoiresQueryKey } from "../../../api/repertoires.ts";
import { serverMessage } from "../../../api/server-message.ts";
import { sharedRepertoireQuery, sharedSongsQuery } from "../../../api/shared-repertoire.ts";
import { songLength } from "../../../lib/duration.ts";
import { defaultEnergyOutOfFive, energyOutOfFive } from "../../../lib/energy.ts";
import { songLabel } from "../../../lib/repertoire.ts";
import { capitalise, copyName, songsPerVocalist } from "../../../lib/shared.ts";

function InfoCard({
  title,
  icon,
  children,
}: {
  readonly title: string;
  readonly icon: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border-2 border-border bg-surface p-4">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-extrabold [&_svg]:size-5">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { readonly label: string; readonly value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right text-lg font-bold">{value}</dd>
    </div>
  );
}

/**
 * Spec §2 'Shared repertoire', open without login: made to be read on a phone (big type, high
 * contrast), like the shared setlist page. Signed-in musicians can save a copy to their account.
 */
export function SharedRepertoirePage() {
  const { shareableId = "" } = useParams();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const repertoireResult = useQuery(sharedRepertoireQuery(shareableId));
  const songsResult = useQuery(sharedSongsQuery(shareableId));
  const save = useMutation({
    mutationFn: (name: string) => cloneSharedRepertoire(shareableId, copyName(name)),
    onSuccess: async () => {
      toast({
        title: "Repertoire Saved!",
        description: "The repertoire has been saved to your account.",
        variant: "success",
      });
      await queryClient.invalidateQueries({ queryKey: repertoiresQueryKey });
    },
    onError: (error) =>
      toast({
        title: "Save Failed",
        description: serverMessage(error) ?? "Failed to save repertoire to your account.",
        variant: "destructive",
      }),
  });

  if (repertoireResult.isPending || songsResult.isPending) {
    return <LoadingState text="Loading shared repertoire..." />;
  }
  if (repertoireResult.isError || songsResult.isError || !repertoireResult.data) {
    return (
      <SharedPageNotFound
        title="Repertoire Not Found"
        text="This shared repertoire could not be found or is no longer available."
      />
    );
  }

  const repertoire = repertoireResult.data;
  const songs = songsResult.data ?? [];
  const vocalists = songsPerVocalist(repertoire.vocalists ?? [], songs);
  const tags = repertoire.tags ?? [];
  const energy = defaultEnergyOutOfFive(repertoire.defaultEnergy);

  return (
    <SharedPage
      kicker="Shared Repertoire"
      title={repertoire.name}
      homeLinkText="Visit Encore"
      summary={
        <>
          <p className="mt-3 inline-flex items-center gap-1.5 text-lg font-medium">
            <ListMusicIcon className="size-5" aria-hidden="true" />
            {songLabel(repertoire.songCount ?? songs.length)}
          </p>
          {repertoire.description ? (
            <p className="mt-2 text-lg break-words opacity-85">{repertoire.description}</p>
          ) : null}
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            {auth.status === "signedIn" ? (
              save.isSuccess ? (
                <Button size="lg" variant="secondary" asChild>
                  <Link to="/repertoires">
                    <CheckIcon aria-hidden="true" />
                    Saved: Open My Repertoires
                  </Link>
                </Button>
              ) : (
                <Button size="lg" onClick={() => save.mutate(repertoire.name)} loading={save.isPending}>
                  <SaveIcon aria-hidden="true" />
                  Save to My Account
                </Button>
              )
            ) : auth.status === "signedOut" ? (
              <Button size="lg" asChild>
                <a href="/login">
                  <LogInIcon aria-hidden="true" />
                  Login to Save
                </a>
              </Button>
            ) : null}
          </div>
        </>
      }
    >
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <InfoCard title="Details" icon={<ListMusicIcon aria-hidden="true" />}>
          <dl>
            <Fact label="Type" value={capitalise(repertoire.type)} />
            <Fact label="Songs" value={repertoire.songCount ?? songs.length} />
            {repertoire.defaultKey ? <Fact label="Default key" value={repertoire.defaultKey} /> : null}
            {energy ? <Fact label="Energy" value={energy} /> : null}
          </dl>
        </InfoCard>
        {vocalists.length > 0 ? (
          <InfoCard title="Vocalists" icon={<MicVocalIcon aria-hidden="true" />}>
            <ul className="divide-y divide-border">
              {vocalists.map((vocalist) => (
                <li key={vocalist.name} className="flex items-baseline justify-between gap-3 py-1.5">
                  <span>
                    <span className="text-lg font-bold">{vocalist.name}</span>{" "}
                    <span className="text-muted-foreground">{capitalise(vocalist.gender)}</span>
                  </span>
                  <span className="shrink-0 font-semibold">{songLabel(vocalist.songs)}</span>
                </li>
              ))}
            </ul>
          </InfoCard>
        ) : null}
        {tags.length > 0 ? (
          <InfoCard title="Tags" icon={<TagIcon aria-hidden="true" />}>
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full border-2 border-border px-3 py-0.5 font-semibold">
                  {tag}
                </li>
              ))}
            </ul>
          </InfoCard>
        ) : null}
      </div>

      <section aria-label="Songs" className="overflow-hidden rounded-xl border-2 border-border bg-surface">
        <header className="border-b-2 border-border bg-muted px-4 py-3">
          <h2 className="text-2xl font-extrabold">Songs</h2>
        </header>
        {songs.length === 0 ? (
          <p className="px-4 py-8 text-center text-lg text-muted-foreground">
            No songs in this repertoire yet.
          </p>
        ) : (
          <ol className="divide-y divide-border">
            {songs.map((song, index) => {
              const songEnergy = energyOutOfFive(song.energy);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: shared songs carry no id; the list never reorders
                  key={index}
                  className="flex items-start gap-3 px-4 py-3 sm:gap-4"
                  data-testid="shared-song"
                >
                  <SongPosition position={index + 1} />
                  <div className="min-w-0 flex-1">
                    <p className="text-xl leading-snug font-bold break-words sm:text-2xl">{song.title}</p>
                    <p className="text-base font-medium opacity-85">{song.artist}</p>
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm font-medium text-muted-foreground">
                      {song.genre ? <span>{song.genre}</span> : null}
                      {songEnergy ? <span>Energy {songEnergy}</span> : null}
                      {song.vocalist ? <span>Vocalist: {song.vocalist}</span> : null}
                    </p>
                    {song.notes ? <p className="mt-1 text-sm italic break-words">{song.notes}</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    {song.key ? <SongKeyBadge songKey={song.key} /> : null}
                    <span className="text-lg font-semibold tabular-nums">
                      {songLength(song.durationSeconds, "Unknown")}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </SharedPage>
  );
}
