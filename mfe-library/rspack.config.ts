import { remoteConfig } from "../shell/build/remote-config.ts";

/** The setlist library: saved setlists, the setlist view, editing and the shared page. */
export default remoteConfig({ name: "mfe_library", folder: import.meta.dirname });
