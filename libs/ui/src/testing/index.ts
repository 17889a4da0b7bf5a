/**
 * `@encore/ui/testing`: what every remote's component tests share, a stand-in gateway and the
 * shell's providers. Only test files import it, so no production bundle carries it.
 */
export { fakeApi, json, musician } from "./fake-api.ts";
export { renderRoutesAt, renderScreen, testQueryClient } from "./render.tsx";
