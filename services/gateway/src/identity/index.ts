export * from "./config.ts";
export * from "./edge.ts";
export * from "./layers.ts";
export * from "./mail/reset-mailer.ts";
export * from "./service.ts";
