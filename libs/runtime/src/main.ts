import { Cause, Effect, Exit, Fiber, Layer } from "effect";
import { ConfigError } from "./config.ts";

/**
 * Runs a process made of Layers until SIGINT or SIGTERM, then releases everything in reverse
 * order. Start-up failures end the process with one line saying what failed.
 */
export const runMain = <E>(program: () => Layer.Layer<never, E, never>, name: string) => {
  let layer: Layer.Layer<never, E, never>;
  try {
    layer = program();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `${name} could not start: ${String(error)}`);
    process.exit(1);
  }
  const fiber = Effect.runFork(Layer.launch(layer));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal} received, stopping`);
    Effect.runFork(Fiber.interrupt(fiber));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  fiber.addObserver((exit) => {
    if (Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause)) {
      process.exit(0);
    }
    const failure = Cause.squash(exit.cause);
    console.error(`${name} could not start: ${failure instanceof Error ? failure.message : String(failure)}`);
    process.exit(1);
  });
};
