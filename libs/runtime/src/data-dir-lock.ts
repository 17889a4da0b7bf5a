import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUseError extends Error {
  readonly _tag = "DataDirInUse";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`${dataDir} is in use by another Encore process (pid ${pid}); stop it first`);
    this.name = "DataDirInUseError";
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock file
 * holds the owner's pid; a lock left by a process that died is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, "encore.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
        throw new DataDirInUseError(dataDir, owner);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
};
