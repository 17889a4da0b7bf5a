import { Button, Card } from "@encore/ui";
import { ArrowLeftIcon, KeyRoundIcon, LifeBuoyIcon, ShieldCheckIcon } from "lucide-react";
import { Link } from "react-router";

const troubleshooting = [
  "Check your spam or junk folder for the reset email, and give it a few minutes to arrive.",
  "Make sure you use the email address you signed up with: a reset link only goes to a registered address.",
  "If a reset link does not work, request a new one from the sign-in page.",
  "Stuck signed out? Sign in again, or try a private window to rule out old cookies.",
  "Still no luck? Contact support from your registered email address and describe what you see.",
];

/** /account-help and /help (spec §2 'Auth screens'). */
export function AccountHelp() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Encore
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Account Help</h1>
      <p className="mt-3 text-muted-foreground">
        Sorting out sign-in trouble, so you can get back to the gig.
      </p>

      <div className="mt-8 grid gap-5">
        <Card className="flex gap-4 p-6">
          <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <section aria-labelledby="help-security">
            <h2 id="help-security" className="text-lg font-semibold">
              Your account is yours alone
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              Encore will never ask for your password by email, message or phone. Only type it on Encore's own
              sign-in page, and sign out on shared devices such as a venue's computer.
            </p>
          </section>
        </Card>

        <Card className="flex gap-4 p-6">
          <KeyRoundIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <section aria-labelledby="help-forgot">
            <h2 id="help-forgot" className="text-lg font-semibold">
              Forgot your password?
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              Choose <em>Forgot your password?</em> on the sign-in page and we'll email you a link to set a
              new one. If the email never arrives, contact support from the email address you registered with,
              so we can confirm the account is yours and help you back in.
            </p>
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link to="/reset-password">Reset your password</Link>
            </Button>
          </section>
        </Card>

        <Card className="flex gap-4 p-6">
          <LifeBuoyIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <section aria-labelledby="help-troubleshooting">
            <h2 id="help-troubleshooting" className="text-lg font-semibold">
              Troubleshooting
            </h2>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-primary">
              {troubleshooting.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </Card>
      </div>
    </div>
  );
}
