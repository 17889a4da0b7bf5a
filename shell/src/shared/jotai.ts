/**
 * What the shell provides as the shared `jotai`. jotai's own index re-exports `./vanilla.js` and
 * `./react.js` by relative path, so sharing it as is would give `jotai` and `jotai/react` two
 * copies of the store context. Re-exporting the shared subpaths keeps one of each in the page.
 */
export * from "jotai/react";
export * from "jotai/vanilla";
