import { Button, type ButtonProps } from "@encore/ui";
import { LogInIcon } from "lucide-react";

/** Sign In is a full page load of /login (spec §2), so it is a plain link. */
export function SignInLink({
  size = "md",
  variant = "primary",
  className,
}: Pick<ButtonProps, "size" | "variant" | "className">) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href="/login">
        <LogInIcon aria-hidden="true" />
        Sign In
      </a>
    </Button>
  );
}
