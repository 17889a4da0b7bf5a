import { Card } from "@encore/ui";
import { DropdownMenuItem, DropdownMenuSeparator } from "@encore/ui/dropdown-menu";
import { ItemActionsMenu, ItemCardTitle } from "@encore/ui/item-card";
import { CalendarIcon, EyeIcon, MusicIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useNavigate } from "react-router";
import { TypeBadge, TypeIcon } from "../../../components/type-badge.tsx";
import { shortDate } from "../../../lib/dates.ts";
import { type Repertoire, songLabel } from "../../../lib/repertoire.ts";

/** One repertoire (spec §2): type icon and badge, song count, description, created date and the menu. */
export function RepertoireCard({
  repertoire,
  onDelete,
}: {
  readonly repertoire: Repertoire;
  readonly onDelete: (repertoire: Repertoire) => void;
}) {
  const navigate = useNavigate();
  const created = shortDate(repertoire.createdAt);
  return (
    <Card className="flex h-full flex-col gap-3 p-4 transition-colors hover:border-primary/50 sm:p-5">
      <div className="flex items-start gap-3">
        <TypeIcon type={repertoire.type} />
        <div className="min-w-0 flex-1">
          <ItemCardTitle to={`/repertoires/${repertoire.id}`}>{repertoire.name}</ItemCardTitle>
          <div className="mt-1.5">
            <TypeBadge type={repertoire.type} />
          </div>
        </div>
        <ItemActionsMenu itemName={repertoire.name}>
          <DropdownMenuItem onSelect={() => navigate(`/repertoires/${repertoire.id}`)}>
            <EyeIcon aria-hidden="true" />
            View Songs
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(`/repertoires/${repertoire.id}/edit`)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => onDelete(repertoire)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </ItemActionsMenu>
      </div>
      {repertoire.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{repertoire.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <MusicIcon className="size-3.5" aria-hidden="true" />
          {songLabel(repertoire.songCount ?? 0)}
        </span>
        {created ? (
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" aria-hidden="true" />
            Created {created}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
