import { Badge, Button, Card, Input } from "@encore/ui";
import { DropdownMenuItem, DropdownMenuSeparator } from "@encore/ui/dropdown-menu";
import { ItemActionsMenu, ItemCardTitle } from "@encore/ui/item-card";
import {
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  FileDownIcon,
  FolderIcon,
  FolderInputIcon,
  ListMusicIcon,
  MusicIcon,
  PencilIcon,
  QrCodeIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { DEFAULT_FOLDER, folderOf, type SavedSetlist, songCount, songLabel } from "../../../lib/setlist.ts";
import { durationBadge, humanise, shortDate } from "../lib/format.ts";

export interface SetlistCardActions {
  readonly onRename: (setlist: SavedSetlist, name: string) => void;
  readonly onMove: (setlist: SavedSetlist) => void;
  readonly onShare: (setlist: SavedSetlist) => void;
  readonly onSpotify: (setlist: SavedSetlist) => void;
  readonly onDownload: (setlist: SavedSetlist) => void;
  readonly onDelete: (setlist: SavedSetlist) => void;
}

/** One saved setlist (spec §2): name, badges, Edit and the menu; mobile shows count and date only. */
export function SetlistCard({
  setlist,
  isMobile,
  ...actions
}: { readonly setlist: SavedSetlist; readonly isMobile: boolean } & SetlistCardActions) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(setlist.name);
  const folder = folderOf(setlist);
  const count = setlist.songCount ?? songCount(setlist);
  const created = shortDate(setlist.createdAt);
  const duration = durationBadge(setlist.duration, setlist.durationType);

  const focusRename = useRef(false);
  const startRename = () => {
    focusRename.current = true;
    setDraft(setlist.name);
    setRenaming(true);
  };
  const confirmRename = () => {
    const name = draft.trim();
    setRenaming(false);
    if (name !== "" && name !== setlist.name) actions.onRename(setlist, name); // spec §5: empty is ignored
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      confirmRename();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setRenaming(false);
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-4 transition-colors hover:border-primary/50 sm:p-5">
      <div className="flex items-start gap-3">
        <div className="hidden size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary sm:flex">
          <ListMusicIcon className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          {renaming ? (
            <div className="flex items-center gap-1">
              <Input
                aria-label="New setlist name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                autoFocus
                className="h-9"
              />
              <Button size="icon" variant="ghost" aria-label="Confirm rename" onClick={confirmRename}>
                <CheckIcon aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label="Cancel rename"
                onClick={() => setRenaming(false)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <ItemCardTitle to={`/setlist/${setlist.id}`}>{setlist.name}</ItemCardTitle>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            {!isMobile && setlist.eventType ? (
              <Badge variant="secondary">{humanise(setlist.eventType)}</Badge>
            ) : null}
            {!isMobile && duration ? (
              <Badge variant="outline">
                <ClockIcon aria-hidden="true" />
                {duration}
              </Badge>
            ) : null}
            {!isMobile && folder !== DEFAULT_FOLDER ? (
              <Badge variant="outline" data-testid="folder-badge">
                <FolderIcon aria-hidden="true" />
                {folder}
              </Badge>
            ) : null}
            <span className="inline-flex items-center gap-1 px-1">
              <MusicIcon className="size-3.5" aria-hidden="true" />
              {songLabel(count)}
            </span>
            {created ? (
              <span className="inline-flex items-center gap-1 px-1">
                <CalendarIcon className="size-3.5" aria-hidden="true" />
                {created}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/edit-setlist/${setlist.id}`} aria-label={`Edit ${setlist.name}`}>
              <PencilIcon aria-hidden="true" />
              <span className="hidden sm:inline">Edit</span>
            </Link>
          </Button>
          <ItemActionsMenu
            itemName={setlist.name}
            onCloseAutoFocus={(event) => {
              if (focusRename.current) event.preventDefault(); // the name field takes focus
              focusRename.current = false;
            }}
          >
            <DropdownMenuItem onSelect={startRename}>
              <PencilIcon aria-hidden="true" />
              Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onMove(setlist)}>
              <FolderInputIcon aria-hidden="true" />
              Move to Folder
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onShare(setlist)}>
              <QrCodeIcon aria-hidden="true" />
              Share QR Code
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onSpotify(setlist)}>
              <MusicIcon aria-hidden="true" />
              Create Spotify Playlist
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onDownload(setlist)}>
              <FileDownIcon aria-hidden="true" />
              Download DOCX
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => actions.onDelete(setlist)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </ItemActionsMenu>
        </div>
      </div>
    </Card>
  );
}
