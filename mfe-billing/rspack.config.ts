import { remoteConfig } from "../shell/build/remote-config.ts";

/** Billing: the subscription screen, plus the quota banner that the generator home shows in a remote slot. */
export default remoteConfig({
  name: "mfe_billing",
  folder: import.meta.dirname,
  exposes: { "./quota-banner": "./src/quota-banner.tsx" },
});
