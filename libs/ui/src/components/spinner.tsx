import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export interface SpinnerProps extends ComponentProps<"span"> {
  /** Read by screen readers; the visual is decorative. */
  label?: string;
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } as const;

export function Spinner({ label = "Loading", size = "md", className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn("inline-flex items-center justify-center", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "animate-spin rounded-full border-current border-r-transparent text-primary motion-reduce:animate-[spin_1.5s_linear_infinite]",
          sizes[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
