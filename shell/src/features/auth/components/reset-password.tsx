import { Button } from "@encore/ui";
import { CircleCheckIcon, MailCheckIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCompletePasswordReset, useRequestPasswordReset } from "../api/use-auth-actions.ts";
import { AuthCard } from "./auth-card.tsx";
import { checkEmail, checkPassword, PASSWORDS_DIFFER } from "./field-checks.ts";
import { FormField } from "./form-field.tsx";

/** /reset-password: asks for a link by email, or, with `?token=`, sets the new password (spec §2). */
export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />;
}

function RequestResetLink() {
  const request = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (problem) return;
    request.mutate(email, { onSuccess: () => setSentTo(email) });
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        title="Check Your Email"
        description={
          <>
            If an account exists for <strong className="text-foreground">{sentTo}</strong>, a link to reset
            your password is on its way. It can take a minute; check your spam folder too.
          </>
        }
      >
        <MailCheckIcon className="mx-auto mb-6 size-12 text-primary" aria-hidden="true" />
        <div className="grid gap-3">
          <Button asChild size="lg" className="w-full">
            <a href="/login">Back to Sign In</a>
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => {
              request.reset();
              setSentTo(null);
            }}
          >
            Send Another Email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={emailError} />
        <Button type="submit" size="lg" loading={request.isPending} className="w-full">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const complete = useCompletePasswordReset();
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirm") ?? "");
    const found = {
      password: checkPassword(password, { minLength: true }),
      confirm: password !== confirm ? PASSWORDS_DIFFER : null,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    complete.mutate({ token, newPassword: password });
  };

  if (complete.isSuccess) {
    return (
      <AuthCard
        title="Password Changed"
        description="Your new password is set. Sign in with it to get back to your setlists."
      >
        <CircleCheckIcon className="mx-auto mb-6 size-12 text-success" aria-hidden="true" />
        <Button asChild size="lg" className="w-full">
          <a href="/login">Sign In Now</a>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick something at least 6 characters long.">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField
          label="New password"
          name="password"
          revealable
          autoComplete="new-password"
          required
          minLength={6}
          error={errors.password}
        />
        <FormField
          label="Confirm new password"
          name="confirm"
          revealable
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" size="lg" loading={complete.isPending} className="w-full">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
