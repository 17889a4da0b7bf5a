import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Compiler, RspackPluginInstance, StatsChunk, StatsModule } from "@rspack/core";

/** Architecture budget: the landing page's first load stays within 250 KB of gzipped JavaScript. */
export const FIRST_LOAD_BUDGET_KB = 250;

const shareKey = (moduleName: string) =>
  /^(?:consume|provide) shared module \([^)]*\) (.+?)@/.exec(moduleName)?.[1];

/**
 * The chunks a first visit runs: the entry, what `import('./bootstrap')` pulls in, and every shared
 * module those chunks consume (transitively, including the chunks behind each share's provider).
 * Shares nobody consumes yet, and lazy routes, load later.
 */
export const firstLoadChunks = (chunks: StatsChunk[], modules: StatsModule[]): StatsChunk[] => {
  const consumers = modules.filter((module) => module.moduleType === "consume-shared-module" && module.name);
  const first = new Set<string | number>();
  for (const chunk of chunks) {
    if (chunk.initial || chunk.origins?.some((origin) => origin.request === "./bootstrap.tsx"))
      first.add(chunk.id!);
  }
  const consumedKeys = () =>
    new Set(
      consumers
        .filter((module) => (module.chunks ?? []).some((id) => first.has(id)))
        .map((module) => shareKey(module.name!)),
    );
  for (let grew = true; grew; ) {
    grew = false;
    const consumed = consumedKeys();
    for (const chunk of chunks) {
      if (first.has(chunk.id!)) continue;
      if (chunk.origins?.some((origin) => consumed.has(shareKey(origin.moduleName ?? "")))) {
        first.add(chunk.id!);
        grew = true;
      }
    }
  }
  return chunks.filter((chunk) => first.has(chunk.id!));
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * After a production build: prints the first load's gzipped JavaScript against the budget, and
 * lists those files in index.html as `<link rel="preload">`, so the browser fetches them at once
 * instead of one after another (and anyone measuring can read them from the page).
 */
export class FirstLoadReport implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("FirstLoadReport", (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, modules: true, ids: true });
      const outputPath = compiler.options.output.path!;
      const publicPath = String(compiler.options.output.publicPath ?? "/");
      const gzipped = (file: string) => gzipSync(readFileSync(join(outputPath, file)), { level: 9 }).length;
      const jsOf = (chunk: StatsChunk) => (chunk.files ?? []).filter((file) => file.endsWith(".js"));

      const first = firstLoadChunks(json.chunks ?? [], json.modules ?? []);
      const firstFiles = first.flatMap(jsOf);
      const allFiles = (json.chunks ?? []).flatMap(jsOf);
      const firstBytes = firstFiles.reduce((sum, file) => sum + gzipped(file), 0);
      const allBytes = [...new Set(allFiles)].reduce((sum, file) => sum + gzipped(file), 0);

      const entryFiles = new Set(first.filter((chunk) => chunk.initial).flatMap(jsOf));
      const preloads = firstFiles
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`)
        .join("");
      const indexFile = join(outputPath, "index.html");
      writeFileSync(indexFile, readFileSync(indexFile, "utf8").replace("</head>", `${preloads}</head>`));

      const over = firstBytes / 1024 > FIRST_LOAD_BUDGET_KB;
      const line = `shell: first page ${kb(firstBytes)} of gzipped JS in ${firstFiles.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB${over ? ", OVER" : ""}); ${kb(allBytes)} in all`;
      (over ? console.warn : console.log)(line);
    });
  }
}
