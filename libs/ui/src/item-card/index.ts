/** `@encore/ui/item-card`: the title link and ⋮ menu of a saved setlist's or a repertoire's card. */
export { ItemActionsMenu, ItemCardTitle } from "./item-card.tsx";
