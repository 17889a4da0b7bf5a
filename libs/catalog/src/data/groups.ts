/** The catalog's data files, in the order the catalog lists them. */
import type { CatalogSong } from "../catalog-song.ts";
import { choralGospel } from "./choral-gospel.ts";
import { christmasKids } from "./christmas-kids.ts";
import { classical } from "./classical.ts";
import { country } from "./country.ts";
import { danceElectronic } from "./dance-electronic.ts";
import { discoFunkRnb } from "./disco-funk-rnb.ts";
import { folkIrish } from "./folk-irish.ts";
import { jazzSwing } from "./jazz-swing.ts";
import { latinReggae } from "./latin-reggae.ts";
import { pop10s20s } from "./pop-10s-20s.ts";
import { pop60s70s } from "./pop-60s-70s.ts";
import { pop80s } from "./pop-80s.ts";
import { pop90s00s } from "./pop-90s-00s.ts";
import { rockClassic } from "./rock-classic.ts";
import { rockModern } from "./rock-modern.ts";
import { soulMotown } from "./soul-motown.ts";

export interface CatalogGroup {
  readonly name: string;
  readonly songs: readonly CatalogSong[];
}

export const catalogGroups: readonly CatalogGroup[] = [
  { name: "pop-60s-70s", songs: pop60s70s },
  { name: "pop-80s", songs: pop80s },
  { name: "pop-90s-00s", songs: pop90s00s },
  { name: "pop-10s-20s", songs: pop10s20s },
  { name: "rock-classic", songs: rockClassic },
  { name: "rock-modern", songs: rockModern },
  { name: "soul-motown", songs: soulMotown },
  { name: "disco-funk-rnb", songs: discoFunkRnb },
  { name: "dance-electronic", songs: danceElectronic },
  { name: "country", songs: country },
  { name: "latin-reggae", songs: latinReggae },
  { name: "jazz-swing", songs: jazzSwing },
  { name: "classical", songs: classical },
  { name: "choral-gospel", songs: choralGospel },
  { name: "folk-irish", songs: folkIrish },
  { name: "christmas-kids", songs: christmasKids },
];
