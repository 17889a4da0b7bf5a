import { Button } from "@encore/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useSignUp } from "../api/use-auth-actions.ts";
import { AuthCard } from "./auth-card.tsx";
import { checkEmail, checkPassword } from "./field-checks.ts";
import { FormField } from "./form-field.tsx";

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

export function SignUpForm() {
  const signUp = useSignUp();
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = { email: checkEmail(email), password: checkPassword(password, { minLength: true }) };
    setErrors(found);
    if (found.email || found.password) return;
    signUp.mutate({ email, password });
  };

  return (
    <AuthCard
      title="Create your account"
      description={
        <>
          Free account, no credit card. Start with a <span className="whitespace-nowrap">7-day</span> free
          trial with unlimited setlists.
        </>
      }
      footer={
        <>
          Already have an account?{" "}
          <a href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign In
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <FormField
          label="Password"
          name="password"
          revealable
          autoComplete="new-password"
          required
          minLength={6}
          hint="At least 6 characters"
          error={errors.password}
        />
        <Button type="submit" size="lg" loading={signUp.isPending} className="w-full">
          Create Free Account
        </Button>
      </form>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        Need help?{" "}
        <Link to="/account-help" className="underline underline-offset-4 hover:text-foreground">
          Account help
        </Link>
      </p>
    </AuthCard>
  );
}
