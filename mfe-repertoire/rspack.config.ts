import { remoteConfig } from "../shell/build/remote-config.ts";

/** Repertoires: the list, create/edit with songs and bulk import, the view and the shared page. */
export default remoteConfig({ name: "mfe_repertoire", folder: import.meta.dirname });
