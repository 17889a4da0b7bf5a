import { useAuth } from "@encore/shell/auth";
import { Button, Card, LoadingState, useIsMobile } from "@encore/ui";
import { BackLink, DetailNotFound, ExportActions } from "@encore/ui/detail-page";
import { useQuery } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { repertoireQuery } from "../../../api/repertoires.ts";
import { songsQuery } from "../../../api/songs.ts";
import { SearchField } from "../../../components/search-field.tsx";
import { SongRow } from "../../../components/song-row.tsx";
import { TypeBadge, TypeIcon } from "../../../components/type-badge.tsx";
import { songLabel } from "../../../lib/repertoire.ts";
import { searchSongs } from "../../../lib/search.ts";
import { ShareDialog } from "../../share/components/share-dialog.tsx";
import { useRepertoireExports } from "../hooks/use-repertoire-exports.ts";

/** Spec §2 'Repertoire view' at /repertoires/{id}: read-only songs, exports and sharing. */
export function RepertoireViewPage() {
  const { id = "" } = useParams();
  const isMobile = useIsMobile();
  const auth = useAuth();
  const query = useQuery(repertoireQuery(id));
  const songsResult = useQuery({ ...songsQuery(id), enabled: query.isSuccess });
  const exports = useRepertoireExports(auth.user?.id ?? null);
  const [search, setSearch] = useState("");
  const [sharing, setSharing] = useState(false);

  const positions = useMemo(
    () => new Map((songsResult.data ?? []).map((song, index) => [song.id, index + 1])),
    [songsResult.data],
  );

  if (query.isPending) return <LoadingState text="Loading the repertoire..." />;
  const repertoire = query.data;
  if (query.isError || !repertoire) {
    return (
      <DetailNotFound
        listPath="/repertoires"
        listName="Repertoires"
        title="Repertoire Not Found"
        text="The repertoire you're looking for doesn't exist or you don't have permission to view it."
      />
    );
  }

  const songs = songsResult.data ?? [];
  const hits = searchSongs(songs, search);
  const count = songsResult.data ? songs.length : (repertoire.songCount ?? 0);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <BackLink to="/repertoires">Repertoires</BackLink>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <TypeIcon type={repertoire.type} className="mt-1 hidden sm:flex" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{repertoire.name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <TypeBadge type={repertoire.type} />
              <span>{songLabel(count)}</span>
            </div>
            {repertoire.description ? (
              <p className="mt-2 text-muted-foreground break-words">{repertoire.description}</p>
            ) : null}
          </div>
        </div>
        <Button asChild className="self-start">
          <Link to={`/repertoires/${repertoire.id}/edit`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
      </header>

      <ExportActions
        onSpotify={() => void exports.spotify(repertoire, songs)}
        spotifyBusy={exports.busy === "spotify"}
        onDownload={() => void exports.download(repertoire)}
        downloadBusy={exports.busy === "download"}
        downloadLabel={isMobile ? "Download DOCX" : "Download Word Doc"}
        onShare={() => setSharing(true)}
        shareDisabled={count === 0}
      />

      <div className="mb-4">
        <SearchField
          label="Search songs"
          placeholder="Search by title, artist or genre"
          value={search}
          onChange={setSearch}
        />
      </div>

      <Card className="overflow-hidden">
        {songsResult.isPending ? (
          <p className="p-6 text-center text-muted-foreground">Loading songs...</p>
        ) : hits.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">
            {songs.length === 0 ? "This repertoire has no songs yet." : `No songs match “${search.trim()}”.`}
          </p>
        ) : (
          <ol className="divide-y divide-border" aria-label="Songs">
            {hits.map((song) => (
              <SongRow key={song.id} song={song} position={positions.get(song.id) ?? 0} />
            ))}
          </ol>
        )}
      </Card>
      <ShareDialog repertoire={sharing ? repertoire : null} onOpenChange={setSharing} />
    </div>
  );
}
