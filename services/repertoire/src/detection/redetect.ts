/**
 * `npm run redetect -w @encore/repertoire -- [--all]`: asks detection again for every song whose
 * detection failed (or, with --all, for every song). Uses the same environment as `npm run replay`
 * (DATABASE_URL for distributed mode, else the embedded data directory, with Encore stopped).
 */
import { randomUUID } from "node:crypto";
import { openOpsEnvironment } from "../../../gateway/src/ops/ops-environment.ts";
import { requestDetectionAgain } from "./request-detection-again.ts";

const environment = await openOpsEnvironment();
try {
  const which = process.argv.includes("--all") ? "all" : "failed";
  const { repertoires, songs } = await requestDetectionAgain({
    store: environment.store,
    database: environment.database,
    which,
    newId: randomUUID,
    now: () => new Date(),
  });
  console.log(
    `Asked detection again for ${songs} song(s) in ${repertoires} repertoire(s) (${which === "all" ? "every song" : "songs whose detection failed"}); the repertoire service's detection worker picks them up${environment.mode === "embedded" ? " when Encore starts" : ""}.`,
  );
} finally {
  await environment.close();
}
