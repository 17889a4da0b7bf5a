/** Content-hashed file names (`main.3f2a91c0.js`, `412.a1b2c3d4e5.css`) never change content. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/**
 * How long a browser may keep a static file: hashed assets forever; everything else
 * (index.html, mf-manifest.json, remoteEntry.js, /mfe.config.json) is checked on every use,
 * so a deploy is picked up at once.
 */
export const cacheControlFor = (path: string): string => (HASHED_NAME.test(path) ? IMMUTABLE : REVALIDATE);

/**
 * Whether a request the files did not answer gets the app's index.html: only page addresses
 * (no file extension). A missing `.js` or `.json` must be a 404, never HTML — the federation
 * runtime would try to run or parse it.
 */
export const isPageAddress = (path: string): boolean => {
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
};
