import { atom } from "jotai";

/** Whether the header's menu panel is open: closed by navigation, sign in and sign out (spec §2). */
export const menuOpenAtom = atom(false);
