import { Button, LoadingState, MessageState, toast, useIsMobile } from "@encore/ui";
import { ConfirmDeleteDialog } from "@encore/ui/confirm-delete-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@encore/ui/select";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderOpenIcon, FolderPlusIcon, ListMusicIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { folderOf, type SavedSetlist, setlistSongs } from "../../../lib/setlist.ts";
import { ShareDialog } from "../../share/components/share-dialog.tsx";
import { deleteSetlist, patchSetlist, setlistsQuery, setlistsQueryKey } from "../api/setlists.ts";
import { useSetlistExports } from "../api/use-setlist-exports.ts";
import { ALL_FOLDERS, folderOptions, inFolder, newFolderName } from "../lib/folders.ts";
import { pageSize, paginate } from "../lib/pagination.ts";
import { MoveToFolderDialog, NewFolderDialog } from "./folder-dialogs.tsx";
import { SetlistCard } from "./setlist-card.tsx";

const newestFirst = (a: SavedSetlist, b: SavedSetlist) =>
  (b.createdAt ?? "").localeCompare(a.createdAt ?? "") || b.id - a.id;

/** Spec §2 'Saved Setlists' at /saved-setlists. */
export function SavedSetlistsPage() {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const query = useQuery(setlistsQuery());
  const exports = useSetlistExports();
  const [folder, setFolder] = useState(ALL_FOLDERS);
  const [createdFolders, setCreatedFolders] = useState<string[]>([]);
  const [pages, setPages] = useState(1);
  const [newFolderOpen, setNewFolderOpen] = useState(false);
  const [moving, setMoving] = useState<SavedSetlist | null>(null);
  const [sharing, setSharing] = useState<SavedSetlist | null>(null);
  const [deleting, setDeleting] = useState<SavedSetlist | null>(null);

  const setlists = useMemo(() => [...(query.data ?? [])].sort(newestFirst), [query.data]);
  const options = folderOptions(setlists, createdFolders);
  const folderNames = options.filter((o) => o.value !== ALL_FOLDERS).map((o) => o.label);
  const shown = inFolder(setlists, folder);
  const page = paginate(shown, pages, pageSize(isMobile));

  const refresh = () => queryClient.invalidateQueries({ queryKey: setlistsQueryKey });

  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: { name?: string; folder?: string } }) =>
      patchSetlist(id, change),
    onSuccess: async () => {
      await refresh();
      toast({ title: "Setlist updated", variant: "success" });
    },
    onError: () =>
      toast({
        title: "Update failed",
        description: "Failed to update setlist. Please try again.",
        variant: "destructive",
      }),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteSetlist(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
      toast({ title: "Setlist deleted", variant: "success" });
    },
    onError: () => {
      setDeleting(null);
      toast({
        title: "Delete failed",
        description: "Failed to delete setlist. Please try again.",
        variant: "destructive",
      });
    },
  });

  const createFolder = (typed: string) => {
    const name = newFolderName(typed, folderNames);
    setNewFolderOpen(false);
    if (name === null) return;
    if (!folderNames.includes(name)) setCreatedFolders((current) => [...current, name]);
    setFolder(name);
    setPages(1);
    toast({
      title: "Folder Created",
      description: `Move setlists into “${name}” to keep it.`,
      variant: "success",
    });
  };

  if (query.isPending) return <LoadingState text="Loading your saved setlists..." />;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Saved Setlists</h1>
          <p className="mt-1 text-muted-foreground">
            Your setlists, ready to edit, share and take to the gig.
          </p>
        </div>
        {query.isError ? null : (
          <div className="flex items-center gap-2">
            <Select
              value={folder}
              onValueChange={(value) => {
                setFolder(value);
                setPages(1);
              }}
            >
              <SelectTrigger aria-label="Folder" className="w-full sm:w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label} ({option.count})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button variant="outline" onClick={() => setNewFolderOpen(true)}>
              <FolderPlusIcon aria-hidden="true" />
              New Folder
            </Button>
          </div>
        )}
      </header>

      {query.isError ? (
        <MessageState
          role="alert"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title="Error loading setlists. Please try again."
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : setlists.length === 0 ? (
        <MessageState
          icon={<ListMusicIcon aria-hidden="true" />}
          title="No saved setlists yet"
          text="Generate a setlist and save it: it will wait for you here."
          action={
            <Button asChild>
              <Link to="/">Create Your First Setlist</Link>
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <MessageState
          icon={<FolderOpenIcon aria-hidden="true" />}
          title="No setlists in this folder"
          text="Move a setlist here from its menu."
          action={
            <Button variant="outline" onClick={() => setFolder(ALL_FOLDERS)}>
              View All Setlists
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3" aria-label="Saved setlists">
            {page.visible.map((setlist) => (
              <li key={setlist.id} className="min-w-0">
                <SetlistCard
                  setlist={setlist}
                  isMobile={isMobile}
                  onRename={(s, name) => update.mutate({ id: s.id, change: { name } })}
                  onMove={setMoving}
                  onShare={setSharing}
                  onSpotify={(s) => void exports.spotify(s, setlistSongs(s))}
                  onDownload={(s) => void exports.download(s, "docx")}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
          {page.remaining > 0 ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setPages((n) => n + 1)}>
                Load More ({page.remaining} remaining)
              </Button>
            </div>
          ) : null}
        </>
      )}

      <NewFolderDialog open={newFolderOpen} onOpenChange={setNewFolderOpen} onCreate={createFolder} />
      <MoveToFolderDialog
        setlist={moving ? { name: moving.name, folder: folderOf(moving) } : null}
        folders={folderNames.includes("General") ? folderNames : ["General", ...folderNames]}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={(target) => {
          if (moving) update.mutate({ id: moving.id, change: { folder: target } });
          setMoving(null);
        }}
      />
      <ShareDialog setlist={sharing} onOpenChange={(open) => !open && setSharing(null)} />
      <ConfirmDeleteDialog
        title={<>Delete “{deleting?.name}”?</>}
        description="Are you sure you want to delete this setlist?"
        open={deleting !== null}
        deleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
