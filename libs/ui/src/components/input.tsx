import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export const fieldClasses =
  "w-full rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-muted-foreground/60 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive md:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10 py-2", className)} {...props} />;
}
