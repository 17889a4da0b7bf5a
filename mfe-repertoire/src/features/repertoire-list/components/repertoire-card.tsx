import { Button, Card } from "@encore/ui";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@encore/ui/dropdown-menu";
import { CalendarIcon, EyeIcon, MoreVerticalIcon, MusicIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link, useNavigate } from "react-router";
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
          <h3 className="line-clamp-2 text-lg leading-tight font-semibold break-words">
            <Link
              to={`/repertoires/${repertoire.id}`}
              className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
            >
              {repertoire.name}
            </Link>
          </h3>
          <div className="mt-1.5">
            <TypeBadge type={repertoire.type} />
          </div>
        </div>
        {/* Not modal: a modal menu that opens a dialog can leave the page unclickable (Radix). */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`More actions for ${repertoire.name}`}>
              <MoreVerticalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
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
          </DropdownMenuContent>
        </DropdownMenu>
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
