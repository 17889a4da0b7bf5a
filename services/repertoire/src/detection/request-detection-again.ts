/**
 * Asks detection again for songs whose detection failed (or for every song): for instance after
 * OPENAI_API_KEY was set, or after the catalog grew. Appends SongDetectionRequested through the
 * repertoire's command handling; the detection worker of the running service does the rest.
 */
import { repertoireStreamId } from "@encore/contracts";
import type { EventStore, SqlDatabase } from "@encore/eventstore";
import { Result } from "effect";
import { sql } from "kysely";
import { handleRepertoireCommand } from "../domain/command-handling.ts";
import { decideRequestDetection } from "../domain/repertoire.ts";

export type Redetect = "failed" | "all";

export const requestDetectionAgain = async (options: {
  readonly store: EventStore;
  readonly database: SqlDatabase;
  readonly which: Redetect;
  readonly newId: () => string;
  readonly now: () => Date;
}): Promise<{ readonly repertoires: number; readonly songs: number }> => {
  const { rows } = await sql<{ repertoire_id: number; user_id: string; ids: number[] }>`
    SELECT repertoire_id, min(user_id) AS user_id, array_agg(id ORDER BY id) AS ids
    FROM repertoire.repertoire_songs
    WHERE ${options.which === "all" ? sql`true` : sql`ai_status = 'failed'`}
    GROUP BY repertoire_id ORDER BY repertoire_id`.execute(options.database.db);
  let songs = 0;
  for (const row of rows) {
    const repertoireId = Number(row.repertoire_id);
    const handled = await handleRepertoireCommand(
      options.store,
      repertoireStreamId(repertoireId),
      (state) => decideRequestDetection(state, { repertoireId, songIds: row.ids.map(Number) }),
      { userId: row.user_id, now: options.now(), newId: options.newId },
    );
    if (Result.isSuccess(handled)) songs += handled.success.events.length;
  }
  return { repertoires: rows.length, songs };
};
