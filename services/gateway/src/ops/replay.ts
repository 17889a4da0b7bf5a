import { createProjectionRunner, START } from "@encore/eventstore";
import { ConfigError } from "@encore/runtime";
import cliProgress from "cli-progress";
import { readModelOwners } from "../services.ts";
import { openOpsEnvironment } from "./ops-environment.ts";
import { type SelectedProjection, selectProjections } from "./select-projections.ts";

/**
 * `npm run replay -- <projection>|<service>|--all [--restart]`: drops a read model and rebuilds it
 * from the events. Every page commits with its checkpoint, so Ctrl-C is safe; running the same
 * command again resumes an interrupted rebuild (--restart starts it over).
 */
const main = async (args: readonly string[]) => {
  const restart = args.includes("--restart");
  const target = args.find((arg) => arg !== "--restart");
  const selection = selectProjections(readModelOwners, target);
  if (!selection.ok) {
    console.error(selection.error);
    return 2;
  }
  const environment = await openOpsEnvironment();
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    console.log(
      `Replaying ${selection.selected.length} projection(s) from ${environment.store.name} (${environment.mode} mode)`,
    );
    for (const selected of selection.selected) {
      if (interrupted) break;
      await replayOne(selected, environment, restart, () => interrupted);
    }
  } finally {
    await environment.close();
  }
  if (interrupted) {
    console.log(
      "Interrupted. Everything replayed so far is committed: run the same command again to resume.",
    );
    return 130;
  }
  return 0;
};

const replayOne = async (
  { service, projection }: SelectedProjection,
  environment: Awaited<ReturnType<typeof openOpsEnvironment>>,
  restart: boolean,
  isInterrupted: () => boolean,
) => {
  const runner = createProjectionRunner({
    store: environment.store,
    database: environment.database,
    schema: service.schema,
    projections: [projection],
    // Big pages for a rebuild: fewer checkpoint commits (a live service follows with small ones).
    pageSize: 5000,
    log: (line) => console.log(line),
  });
  await runner.prepare();
  const [before] = await runner.status();
  const resuming = !restart && before?.state === "rebuilding" && before.position !== START;
  if (resuming) {
    console.log(`${projection.name}: resuming an interrupted rebuild at ${before?.position}`);
  } else {
    await runner.reset(projection.name);
  }
  const done = resuming ? (before?.eventsProcessed ?? 0) : 0;
  const remaining = (await runner.status())[0]?.lagEvents;
  const bar = new cliProgress.SingleBar(
    {
      format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 20,
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(done + (remaining ?? 0), done, { rate: 0 });
  const started = performance.now();
  let applied = 0;
  for (;;) {
    if (isInterrupted()) break;
    const outcome = await runner.processNextPage(projection.name);
    applied += outcome.applied;
    const seconds = (performance.now() - started) / 1000;
    bar.update(done + applied, { rate: Math.round(applied / Math.max(seconds, 0.001)) });
    if (outcome.caughtUp) break;
  }
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  const [after] = await runner.status();
  console.log(
    `${projection.name}: ${applied} events in ${seconds.toFixed(1)} s (${Math.round(applied / Math.max(seconds, 0.001))} events/s), ${after?.state}, position ${after?.position}`,
  );
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Replay failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
