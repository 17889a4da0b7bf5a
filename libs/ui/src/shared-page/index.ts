/** `@encore/ui/shared-page`: the pieces of the public pages a setlist or a repertoire is shared on. */
export { SharedPage, SharedPageNotFound, SongKeyBadge, SongPosition } from "./shared-page.tsx";
