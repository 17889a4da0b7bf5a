export * from "./stage-sheet.ts";
