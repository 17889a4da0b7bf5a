import { ApiError } from "@encore/shell/api-client";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  LoadingState,
  MessageState,
  toast,
} from "@encore/ui";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@encore/ui/tabs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  MessageSquareHeartIcon,
  PencilIcon,
  PlusIcon,
  SaveIcon,
  SearchXIcon,
} from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { formatClock } from "../../../lib/duration.ts";
import { type SavedSetlist, setlistSongs, songLabel } from "../../../lib/setlist.ts";
import type { SavedFeedback } from "../../feedback/api/feedback.ts";
import { QuickFeedback } from "../../feedback/components/quick-feedback.tsx";
import { mergeSavedEntries } from "../../feedback/lib/feedback-entries.ts";
import { serverMessage, setlistsQuery, setlistsQueryKey } from "../../saved-setlists/api/setlists.ts";
import { fetchSuggestions, saveSetlistEdits } from "../api/edit-setlist.ts";
import {
  type EditForm,
  type EditSong,
  editReducer,
  type FormErrors,
  initialForm,
  putBody,
  validateForm,
} from "../lib/edit-form.ts";
import { ReplaceSongDialog } from "./replace-song-dialog.tsx";
import { SongFields } from "./song-fields.tsx";
import { type EditorKind, type OpenEditors, SongList } from "./song-list.tsx";

const BackButton = () => (
  <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
    <Link to="/saved-setlists">
      <ArrowLeftIcon aria-hidden="true" />
      Back to Saved Setlists
    </Link>
  </Button>
);

const versionOf = (setlist: SavedSetlist): number | undefined =>
  typeof setlist.version === "number" ? setlist.version : undefined;

/**
 * The server suggests for a position of the setlist as saved; after unsaved reorders or additions
 * the row is found there by title and artist (else the nearest saved position).
 */
const savedIndex = (saved: readonly { title: string; artist: string }[], row: EditSong, index: number) => {
  const found = saved.findIndex((song) => song.title === row.title && song.artist === row.artist);
  return found >= 0 ? found : Math.max(0, Math.min(index, saved.length - 1));
};

/** Spec §2 'Edit and review' at /edit-setlist/{id}: tabs 'Edit Setlist' and 'Add Feedback'. */
export function EditSetlistPage() {
  const { id } = useParams();
  const query = useQuery(setlistsQuery());
  if (query.isPending) return <LoadingState text="Loading your setlist..." />;
  const setlist = /^\d+$/.test(id ?? "") ? query.data?.find((s) => String(s.id) === id) : undefined;
  if (!setlist) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <MessageState
          icon={<SearchXIcon aria-hidden="true" />}
          title="Setlist not found"
          text="It may have been deleted, or it belongs to another account."
          action={
            <Button asChild>
              <Link to="/saved-setlists">
                <ArrowLeftIcon aria-hidden="true" />
                Back to Saved Setlists
              </Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <EditSetlist key={setlist.id} setlist={setlist} />;
}

function EditSetlist({ setlist }: { readonly setlist: SavedSetlist }) {
  const queryClient = useQueryClient();
  const [form, dispatch] = useReducer(editReducer, undefined, () =>
    initialForm(setlist.name, setlistSongs(setlist)),
  );
  const [version, setVersion] = useState(() => versionOf(setlist));
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [openEditors, setOpenEditors] = useState<OpenEditors>({});
  const [replacing, setReplacing] = useState<number | null>(null);
  const [tab, setTab] = useState("edit");

  const suggestions = useMutation({
    mutationFn: (index: number) => fetchSuggestions(setlist.id, index),
    onError: () =>
      toast({
        title: "Error getting song suggestions",
        description: "Please try again.",
        variant: "destructive",
      }),
  });

  const save = useMutation({
    mutationFn: (current: EditForm) => saveSetlistEdits(setlist.id, putBody(current, version)),
    onSuccess: async () => {
      toast({
        title: "Setlist updated!",
        description: "Your changes have been saved successfully.",
        variant: "success",
      });
      await queryClient.invalidateQueries({ queryKey: setlistsQueryKey });
    },
    onError: (error) => {
      const conflict = error instanceof ApiError && error.status === 409;
      toast({
        title: "Error updating setlist",
        description: conflict
          ? (serverMessage(error) ??
            "Someone saved this setlist after you opened it. Reload to see their version; your changes are still here.")
          : "Please try again.",
        variant: "destructive",
      });
    },
  });

  // After a save, the refetched list carries the new version: the next save is checked against it.
  const fresh = useQuery(setlistsQuery()).data?.find((s) => s.id === setlist.id);
  useEffect(() => {
    if (save.isSuccess && fresh) setVersion(versionOf(fresh));
  }, [save.isSuccess, fresh]);

  // Saved feedback is merged against the songs as they are when it arrives.
  const songsRef = useRef(form.songs);
  songsRef.current = form.songs;
  const onSavedFeedback = useCallback(
    (saved: SavedFeedback) =>
      dispatch({ type: "feedback", feedback: mergeSavedEntries(songsRef.current, saved.songFeedback) }),
    [],
  );

  const onOpenEditor = (kind: EditorKind, songId: string | undefined) =>
    setOpenEditors((current) => ({ ...current, [kind]: songId }));

  const openReplace = (index: number) => {
    setReplacing(index);
    suggestions.reset();
    const row = form.songs[index];
    if (row) suggestions.mutate(savedIndex(setlistSongs(fresh ?? setlist), row, index));
  };
  const closeReplace = () => {
    setReplacing(null);
    suggestions.reset(); // spec §4: replacing clears the suggestions
  };
  const replace = (song: Omit<EditSong, "id">) => {
    if (replacing === null) return;
    dispatch({ type: "replace", index: replacing, song });
    closeReplace();
    toast({
      title: "Song replaced!",
      description: `Now playing “${song.title}” by ${song.artist}.`,
      variant: "success",
    });
  };

  const submit = () => {
    const problems = validateForm(form);
    setErrors(problems);
    if (problems) return;
    save.mutate(form);
  };

  const total = form.songs.reduce((sum, song) => sum + (song.durationSeconds ?? 0), 0);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <BackButton />
      <h1 className="mb-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {form.name || setlist.name}
      </h1>
      <p className="mb-6 text-muted-foreground">
        {songLabel(form.songs.length)}
        {total > 0 ? ` · ${formatClock(total)} total` : ""}
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="edit">
            <PencilIcon className="size-4" aria-hidden="true" />
            Edit Setlist
          </TabsTrigger>
          <TabsTrigger value="feedback">
            <MessageSquareHeartIcon className="size-4" aria-hidden="true" />
            Add Feedback
          </TabsTrigger>
        </TabsList>

        <TabsContent value="edit" className="grid grid-cols-1 gap-6">
          <div className="grid gap-1.5">
            <Label htmlFor="setlist-name">Setlist name</Label>
            <Input
              id="setlist-name"
              value={form.name}
              aria-invalid={errors?.name ? true : undefined}
              onChange={(event) => dispatch({ type: "rename", name: event.target.value })}
            />
            {errors?.name ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.name}
              </p>
            ) : null}
          </div>

          <section aria-labelledby="songs-heading" className="grid min-w-0 grid-cols-1 gap-3">
            <div className="flex items-baseline justify-between">
              <h2 id="songs-heading" className="text-lg font-semibold">
                Songs
              </h2>
              <p className="hidden text-sm text-muted-foreground sm:block">
                Drag the handle, or focus it and use Space and the arrow keys
              </p>
            </div>
            {form.songs.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
                No songs yet. Add one below.
              </p>
            ) : (
              <SongList
                songs={form.songs}
                vocalists={setlist.vocalists ?? []}
                errors={errors?.rows ?? {}}
                openEditors={openEditors}
                onOpenEditor={onOpenEditor}
                onMove={(from, to) => dispatch({ type: "move", from, to })}
                onUpdate={(index, change) => dispatch({ type: "update", index, change })}
                onReplace={openReplace}
                onDelete={(index) => dispatch({ type: "delete", index })}
              />
            )}
            {errors?.songs ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.songs}
              </p>
            ) : null}
          </section>

          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="flex items-center gap-2 text-base">
                <PlusIcon className="size-4" aria-hidden="true" />
                Add New Song
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SongFields submitLabel="Add Song" onSubmit={(song) => dispatch({ type: "add", song })} />
            </CardContent>
          </Card>

          <div className="sticky bottom-16 z-10 -mx-4 flex justify-end border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:bottom-0">
            <Button size="lg" onClick={submit} loading={save.isPending} className="w-full sm:w-auto">
              <SaveIcon aria-hidden="true" />
              {save.isPending ? "Saving Changes..." : "Save Setlist Changes"}
            </Button>
          </div>
        </TabsContent>

        <TabsContent value="feedback" forceMount hidden={tab !== "feedback"}>
          <QuickFeedback setlist={setlist} onSavedFeedback={onSavedFeedback} />
        </TabsContent>
      </Tabs>

      <ReplaceSongDialog
        song={replacing === null ? null : (form.songs[replacing] ?? null)}
        loading={suggestions.isPending}
        suggestions={suggestions.data ?? []}
        onOpenChange={(open) => !open && closeReplace()}
        onReplace={replace}
      />
    </div>
  );
}
