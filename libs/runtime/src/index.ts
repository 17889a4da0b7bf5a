export * from "./config.ts";
export * from "./data-dir-lock.ts";
export * from "./distributed.ts";
export * from "./http-server.ts";
export * from "./layers.ts";
export * from "./main.ts";
export * from "./service.ts";
export * from "./trusted-user.ts";
