import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const repositoryRoot = resolve(import.meta.dirname, "../..");

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

/** Builds the shell and remotes once, as `npm start` does, when they are not built yet. */
export const ensureWebBuilt = () => {
  const remotes = readdirSync(repositoryRoot).filter((name) => name.startsWith("mfe-"));
  const built =
    existsSync(join(repositoryRoot, "shell", "dist", "index.html")) &&
    remotes.every((folder) => existsSync(join(repositoryRoot, folder, "dist", "mf-manifest.json")));
  if (built) return;
  execFileSync("npm", ["run", "build:web"], { cwd: repositoryRoot, stdio: "inherit" });
};

/** Builds one remote (`mfe-billing`, …) when its `dist/mf-manifest.json` is missing, as `npm start` would. */
export const ensureRemoteBuilt = (folder: string) => {
  if (existsSync(join(repositoryRoot, folder, "dist", "mf-manifest.json"))) return;
  execFileSync("npm", ["run", "build", "-w", `@encore/${folder}`], { cwd: repositoryRoot, stdio: "inherit" });
};

export interface RunningApp {
  readonly url: string;
  readonly dataDir: string;
  /** Everything the app printed, for assertions on logs and for failure reports. */
  readonly output: () => string;
  stop(): Promise<void>;
}

/** Encore in embedded mode, as `npm start` runs it, on a free port with a fresh data directory. */
export const startEmbeddedApp = async (env: NodeJS.ProcessEnv = {}): Promise<RunningApp> => {
  ensureWebBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "encore-e2e-data-"));
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", join(repositoryRoot, "services/gateway/src/run/embedded.ts")],
    {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: String(port),
        ENCORE_DATA_DIR: dataDir,
        ...env,
      },
      stdio: "pipe",
    },
  );
  child.stdout?.on("data", (chunk) => lines.push(String(chunk)));
  child.stderr?.on("data", (chunk) => lines.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Encore exited during start-up:\n${lines.join("")}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Encore was not ready within 60 s:\n${lines.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => lines.join(""),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
