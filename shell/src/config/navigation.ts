import {
  CircleUserRoundIcon,
  CrownIcon,
  LibraryIcon,
  ListMusicIcon,
  type LucideIcon,
  SparklesIcon,
} from "lucide-react";
import { paths } from "./paths.ts";

export interface NavigationLink {
  to: string;
  /** The name in the header menus. */
  label: string;
  /** The shorter name in the bottom bar. */
  shortLabel: string;
  icon: LucideIcon;
}

/** Spec §2 'Navigation': the five links, in the order every menu shows them. */
export const navigationLinks: readonly NavigationLink[] = [
  { to: paths.home, label: "New Setlist", shortLabel: "Generate", icon: SparklesIcon },
  { to: paths.savedSetlists, label: "Saved Setlists", shortLabel: "Setlists", icon: ListMusicIcon },
  { to: paths.repertoires, label: "Repertoires", shortLabel: "Songs", icon: LibraryIcon },
  { to: paths.subscription, label: "Upgrade", shortLabel: "Upgrade", icon: CrownIcon },
  { to: paths.accountHelp, label: "Account", shortLabel: "Account", icon: CircleUserRoundIcon },
];
