import { Button, Card, toast } from "@encore/ui";
import { ConfirmDeleteDialog } from "@encore/ui/confirm-delete-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ListPlusIcon, PlusIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { repertoiresQueryKey, repertoireUrl } from "../../../api/repertoires.ts";
import { deleteSong, songsQuery, songsUrl } from "../../../api/songs.ts";
import { SearchField } from "../../../components/search-field.tsx";
import { SongRow } from "../../../components/song-row.tsx";
import { isDetecting } from "../../../lib/ai-status.ts";
import { type Repertoire, type RepertoireSong, songLabel } from "../../../lib/repertoire.ts";
import { searchSongs } from "../../../lib/search.ts";
import { BulkImportDialog } from "./bulk-import-dialog.tsx";
import { SongDialog } from "./song-dialog.tsx";

/** After a song change: the songs, the repertoire (its count) and the lists that show the count. */
export const useRefreshSongs = (repertoireId: number) => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [songsUrl(repertoireId)] }),
        queryClient.invalidateQueries({ queryKey: [repertoireUrl(repertoireId)] }),
        queryClient.invalidateQueries({ queryKey: repertoiresQueryKey }),
      ]),
    [queryClient, repertoireId],
  );
};

/** Spec §2: the edit page's songs, with search, Add Song, Bulk Import, edit and delete. */
export function SongsSection({ repertoire }: { readonly repertoire: Repertoire }) {
  const query = useQuery(songsQuery(repertoire.id));
  const refresh = useRefreshSongs(repertoire.id);
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<{ song: RepertoireSong | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<RepertoireSong | null>(null);
  const vocalists = useMemo(() => (repertoire.vocalists ?? []).map((v) => v.name), [repertoire.vocalists]);

  const remove = useMutation({
    mutationFn: (songId: number) => deleteSong(repertoire.id, songId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
      toast({ title: "Song deleted", variant: "success" });
    },
    onError: () => {
      setDeleting(null);
      toast({ title: "Failed to delete song", variant: "destructive" });
    },
  });

  const editSong = useCallback((song: RepertoireSong) => setDialog({ song }), []);
  const songs = query.data ?? [];
  const hits = useMemo(() => searchSongs(songs, search), [songs, search]);
  const detecting = songs.filter((song) => isDetecting(song.aiStatus)).length;
  const positions = useMemo(() => new Map(songs.map((song, index) => [song.id, index + 1])), [songs]);

  return (
    <section aria-labelledby="songs-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="songs-heading" className="text-xl font-bold tracking-tight">
            Songs
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {songLabel(songs.length)}
            {detecting > 0 ? ` · finding details for ${detecting}` : ""}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <ListPlusIcon aria-hidden="true" />
            Bulk Import
          </Button>
          <Button onClick={() => setDialog({ song: null })}>
            <PlusIcon aria-hidden="true" />
            Add Song
          </Button>
        </div>
      </div>
      <SearchField
        label="Search songs"
        placeholder="Search by title, artist or genre"
        value={search}
        onChange={setSearch}
      />
      <Card className="overflow-hidden">
        {query.isPending ? (
          <p className="p-6 text-center text-muted-foreground">Loading songs...</p>
        ) : query.isError ? (
          <p className="p-6 text-center text-destructive" role="alert">
            The songs could not be loaded.
          </p>
        ) : hits.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">
            {songs.length === 0
              ? "No songs yet. Add them one by one, or paste a whole list with Bulk Import."
              : `No songs match “${search.trim()}”.`}
          </p>
        ) : (
          <ol className="divide-y divide-border" aria-label="Songs">
            {hits.map((song) => (
              <SongRow
                key={song.id}
                song={song}
                position={positions.get(song.id) ?? 0}
                onEdit={editSong}
                onDelete={setDeleting}
              />
            ))}
          </ol>
        )}
      </Card>
      <SongDialog
        repertoireId={repertoire.id}
        vocalists={vocalists}
        open={dialog !== null}
        song={dialog?.song ?? null}
        onOpenChange={(open) => !open && setDialog(null)}
        onSaved={refresh}
      />
      <BulkImportDialog
        repertoireId={repertoire.id}
        vocalists={vocalists}
        open={importing}
        onOpenChange={setImporting}
        onAdded={refresh}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ""}”?`}
        description="The song is removed from this repertoire."
        deleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </section>
  );
}
