import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, cn } from "@encore/ui";
import { GripVerticalIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import type { Vocalist } from "../../../lib/setlist.ts";
import type { EditSong } from "../lib/edit-form.ts";
import { KeyEditor, TimeEditor, VocalistEditor } from "./inline-editors.tsx";

export type EditorKind = "key" | "time" | "vocalist";
/** Which row's editor of each kind is open: one of each kind at a time (spec §2). */
export type OpenEditors = Partial<Record<EditorKind, string>>;

interface SongListProps {
  readonly songs: readonly EditSong[];
  readonly vocalists: readonly Vocalist[];
  readonly errors: Readonly<Record<number, { title?: string; artist?: string }>>;
  readonly openEditors: OpenEditors;
  readonly onOpenEditor: (kind: EditorKind, songId: string | undefined) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onUpdate: (index: number, change: Partial<Omit<EditSong, "id">>) => void;
  readonly onReplace: (index: number) => void;
  readonly onDelete: (index: number) => void;
}

/** The drag-to-reorder list (pointer, touch and keyboard: Space, arrows, Space). */
export function SongList({ songs, onMove, ...rowProps }: SongListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return; // dropped outside the list, or where it was
    const from = songs.findIndex((song) => song.id === active.id);
    const to = songs.findIndex((song) => song.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const title = (id: string | number) => songs.find((song) => song.id === id)?.title ?? "song";
  const position = (id: string | number) => songs.findIndex((song) => song.id === id) + 1;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space to pick the song up, the arrow keys to move it, Space to drop it or Escape to cancel.",
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)} at position ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is over position ${position(over.id)}.`
              : `${title(active.id)} is outside the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${title(active.id)} dropped at position ${position(over.id)}.`
              : `${title(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Reordering cancelled. ${title(active.id)} stays where it was.`,
        },
      }}
    >
      <SortableContext items={songs.map((song) => song.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid grid-cols-1 gap-2" aria-label="Songs">
          {songs.map((song, index) => (
            <SortableSongRow key={song.id} song={song} index={index} {...rowProps} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableSongRow({
  song,
  index,
  vocalists,
  errors,
  openEditors,
  onOpenEditor,
  onUpdate,
  onReplace,
  onDelete,
}: Omit<SongListProps, "songs" | "onMove"> & { readonly song: EditSong; readonly index: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: song.id });
  const rowErrors = errors[index];
  const editor = (kind: EditorKind) => ({
    open: openEditors[kind] === song.id,
    onOpenChange: (open: boolean) => onOpenEditor(kind, open ? song.id : undefined),
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="edit-song-row"
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center",
        isDragging && "relative z-10 border-primary shadow-glow",
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${song.title}, position ${index + 1}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVerticalIcon className="size-5" aria-hidden="true" />
        </button>
        <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-muted-foreground">
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" data-testid="edit-song-title">
            {song.title}
          </p>
          <p className="truncate text-sm text-muted-foreground">{song.artist}</p>
          {rowErrors ? (
            <p role="alert" className="text-xs text-destructive">
              {[rowErrors.title, rowErrors.artist].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 pl-11 sm:pl-0">
        <VocalistEditor
          songTitle={song.title}
          value={song.vocalist}
          vocalists={vocalists}
          onChange={(vocalist) => onUpdate(index, { vocalist })}
          {...editor("vocalist")}
        />
        <KeyEditor
          songTitle={song.title}
          value={song.key}
          onChange={(key) => onUpdate(index, { key })}
          {...editor("key")}
        />
        <TimeEditor
          songTitle={song.title}
          value={song.durationSeconds}
          onChange={(durationSeconds) => onUpdate(index, { durationSeconds })}
          {...editor("time")}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Replace ${song.title}`}
          onClick={() => onReplace(index)}
        >
          <RefreshCwIcon aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${song.title}`}
          onClick={() => onDelete(index)}
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
