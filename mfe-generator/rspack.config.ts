import { remoteConfig } from "../shell/build/remote-config.ts";

/** The generator home, served at `/`. */
export default remoteConfig({ name: "mfe_generator", folder: import.meta.dirname });
