import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from "@encore/ui";
import { FolderIcon } from "lucide-react";
import { type FormEvent, useState } from "react";

/** New Folder: a name, trimmed; empty is ignored (spec §5). */
export function NewFolderDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onCreate: (name: string) => void;
}) {
  const [name, setName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name);
    setName("");
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setName("");
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-sm">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New Folder</DialogTitle>
            <DialogDescription>Group setlists by client, season or venue.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-folder-name">Folder name</Label>
            <Input
              id="new-folder-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Weddings 2026"
              autoFocus
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={name.trim() === ""}>
              Create Folder
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Move to Folder: every known folder but the current one. */
export function MoveToFolderDialog({
  setlist,
  folders,
  onOpenChange,
  onMove,
}: {
  readonly setlist: { readonly name: string; readonly folder: string } | null;
  readonly folders: readonly string[];
  readonly onOpenChange: (open: boolean) => void;
  readonly onMove: (folder: string) => void;
}) {
  const choices = folders.filter((folder) => folder !== setlist?.folder);
  return (
    <Dialog open={setlist !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Move to Folder</DialogTitle>
          <DialogDescription>
            {setlist ? `“${setlist.name}” is in ${setlist.folder}.` : null}
          </DialogDescription>
        </DialogHeader>
        {choices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Create a folder first with New Folder.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Folders">
            {choices.map((folder) => (
              <li key={folder}>
                <Button variant="outline" className="w-full justify-start" onClick={() => onMove(folder)}>
                  <FolderIcon aria-hidden="true" />
                  {folder}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
