import { Badge, Button, Card, Input, LoadingState } from "@encore/ui";
import { BackLink, DetailNotFound, ExportActions } from "@encore/ui/detail-page";
import { useQuery } from "@tanstack/react-query";
import { FolderIcon, LightbulbIcon, PencilIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatClock } from "../../../lib/duration.ts";
import { folderOf, setlistSongs, songLabel, totalSeconds } from "../../../lib/setlist.ts";
import { insightsLinkFor } from "../../insights/lib/context.ts";
import { setlistsQuery } from "../../saved-setlists/api/setlists.ts";
import { useSetlistExports } from "../../saved-setlists/api/use-setlist-exports.ts";
import { ShareDialog } from "../../share/components/share-dialog.tsx";
import { searchSongs } from "../lib/search.ts";

/** Spec §2 'Setlist view' at /setlist/{id}: read-only, with search and the exports. */
export function SetlistViewPage() {
  const { id } = useParams();
  const query = useQuery(setlistsQuery());
  const exports = useSetlistExports();
  const [search, setSearch] = useState("");
  const [sharing, setSharing] = useState(false);

  if (query.isPending) return <LoadingState text="Loading your setlist..." />;
  const setlist = query.data?.find((candidate) => String(candidate.id) === id);
  if (!setlist) {
    return (
      <DetailNotFound
        listPath="/saved-setlists"
        listName="Saved Setlists"
        title="Setlist Not Found"
        text="The setlist you're looking for doesn't exist or you don't have permission to view it."
      />
    );
  }

  const songs = setlistSongs(setlist);
  const hits = searchSongs(songs, search);
  const folder = folderOf(setlist);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <BackLink to="/saved-setlists">Saved Setlists</BackLink>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{setlist.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">
              <FolderIcon aria-hidden="true" />
              {folder}
            </Badge>
            <span>{songLabel(songs.length)}</span>
            {totalSeconds(songs) > 0 ? <span>· {formatClock(totalSeconds(songs))} total</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          <Button variant="outline" asChild>
            <Link to={insightsLinkFor(setlist)}>
              <LightbulbIcon aria-hidden="true" />
              Audience Insights
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/edit-setlist/${setlist.id}`}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </div>
      </header>

      <ExportActions
        onSpotify={() => void exports.spotify(setlist, songs)}
        spotifyBusy={exports.busy === "spotify"}
        onDownload={() => void exports.download(setlist, "word")}
        downloadBusy={exports.busy === "download"}
        downloadLabel="Download Word Doc"
        onShare={() => setSharing(true)}
      />

      <div className="relative mb-4">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search songs"
          placeholder="Search by title or artist"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      <Card className="overflow-hidden">
        {hits.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">
            {songs.length === 0 ? "This setlist has no songs yet." : `No songs match “${search.trim()}”.`}
          </p>
        ) : (
          <ol className="divide-y divide-border" aria-label="Songs">
            {hits.map(({ position, song }) => (
              <li key={`${position}-${song.title}`} className="flex items-center gap-3 px-4 py-3">
                <span className="w-7 shrink-0 text-right font-semibold tabular-nums text-muted-foreground">
                  {position}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words sm:truncate" data-testid="song-title">
                    {song.title}
                  </p>
                  <p className="text-sm break-words text-muted-foreground sm:truncate">{song.artist}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
                  {song.vocalist ? <Badge variant="secondary">{song.vocalist}</Badge> : null}
                  {song.key ? <Badge variant="outline">{song.key}</Badge> : null}
                  {song.durationSeconds ? (
                    <span className="w-11 text-right tabular-nums text-muted-foreground">
                      {formatClock(song.durationSeconds)}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <ShareDialog setlist={sharing ? setlist : null} onOpenChange={setSharing} />
    </div>
  );
}
