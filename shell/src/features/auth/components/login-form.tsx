import { Button } from "@encore/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useLogIn } from "../api/use-auth-actions.ts";
import { AuthCard } from "./auth-card.tsx";
import { checkEmail, checkPassword } from "./field-checks.ts";
import { FormField } from "./form-field.tsx";

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

export function LoginForm() {
  const logIn = useLogIn();
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = { email: checkEmail(email), password: checkPassword(password, { minLength: false }) };
    setErrors(found);
    if (found.email || found.password) return;
    logIn.mutate({ email, password });
  };

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to build, save and share your setlists."
      footer={
        <>
          New to Encore?{" "}
          <Link to="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
            Create Free Account
          </Link>
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
        <div className="grid gap-2">
          <FormField
            label="Password"
            name="password"
            revealable
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Link
            to="/reset-password"
            className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={logIn.isPending} className="w-full">
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
