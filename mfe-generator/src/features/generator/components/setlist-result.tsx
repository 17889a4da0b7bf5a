import { Badge, Button } from "@encore/ui";
import { DownloadIcon, InfoIcon, PlusIcon, SaveIcon, Share2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { GenerateResponse } from "../api/types.ts";
import { useSetlistActions } from "../hooks/use-setlist-actions.ts";
import { formatMinutes } from "../lib/format.ts";
import { SetCard } from "./set-card.tsx";
import { SetlistNameEditor } from "./setlist-name-editor.tsx";

/** The generated setlist (spec §2 'Result view'): name, duration, sets, and Save, Download, Share, New. */
export function SetlistResult({ result, onNew }: { result: GenerateResponse; onNew: () => void }) {
  const [name, setName] = useState(result.setlist.name);
  const [saved, setSaved] = useState(false);
  const { save, download, downloading, share } = useSetlistActions(result.id);
  const setlist = { ...result.setlist, name };
  const sets = setlist.sections.length;

  const saveAs = (customName: string) =>
    save.mutate(customName || result.setlist.name, { onSuccess: () => setSaved(true) });

  return (
    <section aria-label="Generated setlist" className="grid gap-6">
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Badge variant="success" className="w-fit">
            Generated
          </Badge>
          <SetlistNameEditor
            name={name}
            onCommit={(next) => {
              setName(next);
              saveAs(next);
            }}
          />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              Duration: <span className="font-medium text-foreground">{formatMinutes(setlist.duration)}</span>
            </span>
            <span>
              <span className="font-medium text-foreground">{sets}</span> {sets === 1 ? "set" : "sets"}
            </span>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => saveAs(name)} loading={save.isPending}>
            {save.isPending ? null : <SaveIcon />}
            Save
          </Button>
          <Button variant="outline" onClick={() => void download(name)} loading={downloading}>
            {downloading ? null : <DownloadIcon />}
            Download
          </Button>
          <Button variant="outline" onClick={() => void share(setlist)}>
            <Share2Icon />
            Share
          </Button>
          <Button variant="ghost" onClick={onNew}>
            <PlusIcon />
            New
          </Button>
        </div>
        {result.notices && result.notices.length > 0 ? (
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-400/10 px-4 py-3 text-sm text-amber-950 dark:text-amber-100"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              {result.notices.map((notice) => (
                <p key={notice}>{notice}</p>
              ))}
            </div>
          </div>
        ) : null}
        {saved ? (
          <p className="text-sm text-muted-foreground">
            Saved.{" "}
            <Link
              to="/saved-setlists"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              View your saved setlists
            </Link>
          </p>
        ) : null}
      </div>
      <div className={sets > 1 ? "grid items-start gap-4 lg:grid-cols-2" : "grid gap-4"}>
        {setlist.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sets are positional
          <SetCard key={index} section={section} />
        ))}
      </div>
    </section>
  );
}
