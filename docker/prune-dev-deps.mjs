// Image build step: removes from node_modules every package that package-lock.json marks dev-only
// ("dev": true), except what the containers need at run time: tsx (every process runs its TypeScript
// with `node --import tsx`) and everything it depends on (esbuild and its platform binary).
//
// Why not `npm prune --omit=dev`: tsx is a devDependency, so that would remove the runtime.
// The lockfile is the source of truth, so nothing here needs updating when dependencies change.
// Usage: node prune-dev-deps.mjs [appDir]
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const KEEP = ["tsx"];

const root = process.argv[2] ?? process.cwd();
const { packages } = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));

// Where Node would find `name` when required from the package at `from` (a lockfile key).
const resolveFrom = (from, name) => {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent === -1 ? "" : dir.slice(0, parent);
  }
};

const kept = new Set();
const visit = (key) => {
  if (kept.has(key)) return;
  kept.add(key);
  const entry = packages[key];
  const names = [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}),
  ];
  for (const name of names) {
    const found = resolveFrom(key, name);
    if (found) visit(found);
  }
};
for (const name of KEEP) {
  const key = `node_modules/${name}`;
  if (!packages[key]) {
    console.error(`prune-dev-deps: ${name} is not in package-lock.json; the image cannot run without it`);
    process.exit(1);
  }
  visit(key);
}

let removed = 0;
for (const [key, entry] of Object.entries(packages)) {
  if (!key || !entry.dev || kept.has(key)) continue;
  const path = join(root, key);
  if (existsSync(path)) {
    rmSync(path, { recursive: true, force: true });
    removed++;
  }
}

// Drop the .bin links left pointing at removed packages (biome, tsc, vitest, the `node` package...).
const binDirs = [join(root, "node_modules/.bin")];
for (const key of Object.keys(packages)) if (key) binDirs.push(join(root, key, "node_modules/.bin"));
let links = 0;
for (const dir of binDirs) {
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const link = join(dir, name);
    if (lstatSync(link).isSymbolicLink() && !existsSync(link)) {
      rmSync(link, { force: true });
      links++;
    }
  }
}

for (const name of KEEP) {
  if (!existsSync(join(root, "node_modules", name, "package.json"))) {
    console.error(`prune-dev-deps: ${name} is missing from node_modules after pruning`);
    process.exit(1);
  }
}
console.log(
  `prune-dev-deps: removed ${removed} dev-only packages and ${links} dangling bin links; kept ${KEEP.join(", ")} and ${kept.size - KEEP.length} packages they need`,
);
