/** Stylesheets are imported for their side effect; rspack turns them into <link> tags. */
declare module "*.css";
