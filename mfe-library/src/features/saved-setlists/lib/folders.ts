import { DEFAULT_FOLDER, folderOf, type SavedSetlist } from "../../../lib/setlist.ts";

export const ALL_FOLDERS = "__all__";

export interface FolderOption {
  /** ALL_FOLDERS for the 'All' option, else the folder's name. */
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/**
 * The folder filter (spec §2, §4): 'All' with its count first, then every folder with its count.
 * Folders exist only as the folder field of setlists, plus the ones created on this page that no
 * setlist uses yet (count 0). General is listed only when a setlist is in it.
 */
export const folderOptions = (
  setlists: readonly Pick<SavedSetlist, "folder">[],
  createdFolders: readonly string[] = [],
): FolderOption[] => {
  const counts = new Map<string, number>();
  for (const setlist of setlists) {
    const folder = folderOf(setlist);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  for (const folder of createdFolders) if (!counts.has(folder)) counts.set(folder, 0);
  const names = [...counts.keys()].sort((a, b) => {
    if (a === DEFAULT_FOLDER) return -1;
    if (b === DEFAULT_FOLDER) return 1;
    return a.localeCompare(b);
  });
  return [
    { value: ALL_FOLDERS, label: "All", count: setlists.length },
    ...names.map((name) => ({ value: name, label: name, count: counts.get(name) ?? 0 })),
  ];
};

/** The setlists of the chosen folder, or all of them. */
export const inFolder = <T extends Pick<SavedSetlist, "folder">>(
  setlists: readonly T[],
  folder: string,
): T[] =>
  folder === ALL_FOLDERS ? [...setlists] : setlists.filter((setlist) => folderOf(setlist) === folder);

/**
 * A folder typed in the New Folder dialog: trimmed; empty is ignored (null), and a name that
 * matches an existing folder ignoring case is that folder.
 */
export const newFolderName = (typed: string, existing: readonly string[]): string | null => {
  const name = typed.trim();
  if (name === "") return null;
  return existing.find((folder) => folder.toLowerCase() === name.toLowerCase()) ?? name;
};
