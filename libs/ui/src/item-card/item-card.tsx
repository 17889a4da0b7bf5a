import { Button } from "@encore/ui";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@encore/ui/dropdown-menu";
import { MoreVerticalIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

/** A card's title: the saved setlist's or repertoire's name, linking to its page. */
export function ItemCardTitle({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <h3 className="line-clamp-2 text-lg leading-tight font-semibold break-words">
      <Link
        to={to}
        className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
      </Link>
    </h3>
  );
}

/** A card's ⋮ menu, named after the card's item: `children` are its DropdownMenuItems. */
export function ItemActionsMenu({
  itemName,
  onCloseAutoFocus,
  children,
}: {
  readonly itemName: string;
  readonly onCloseAutoFocus?: ComponentProps<typeof DropdownMenuContent>["onCloseAutoFocus"];
  readonly children: ReactNode;
}) {
  return (
    // Not modal: a modal menu that opens a dialog can leave the page unclickable (Radix).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`More actions for ${itemName}`}>
          <MoreVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent onCloseAutoFocus={onCloseAutoFocus}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
