import { Badge, Button, Card, cn } from "@encore/ui";
import { CheckIcon, SparklesIcon } from "lucide-react";
import { type PlanCardView, PREMIUM_FEATURES } from "../lib/plans.ts";

/** One plan of spec §2 'Subscription' with its price and features (§9); Yearly is 'Most Popular'. */
export function PlanCard({
  card,
  settingUp,
  current,
  disabled,
  onChoose,
}: {
  card: PlanCardView;
  /** This plan's create request is in flight: 'Setting up...'. */
  settingUp: boolean;
  /** The musician's running plan. */
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const headingId = `plan-${card.plan}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col gap-5 p-6",
        card.mostPopular && "border-primary shadow-glow",
        current && "ring-2 ring-primary",
      )}
    >
      {card.mostPopular ? (
        <Badge className="absolute -top-3 left-6 shadow-sm">
          <SparklesIcon aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-xl font-semibold tracking-tight">
            {card.label}
          </h3>
          {current ? <Badge variant="success">Your plan</Badge> : null}
        </div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">{card.price}</span>
          <span className="text-muted-foreground">/{card.per}</span>
        </p>
        <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {card.monthlyEquivalent ? (
            <span className="text-muted-foreground">{card.monthlyEquivalent}</span>
          ) : null}
          {card.saving ? <span className="font-semibold text-primary">{card.saving}</span> : null}
          {card.trial && !card.monthlyEquivalent ? (
            <span className="text-muted-foreground">Billed monthly</span>
          ) : null}
        </div>
      </div>
      {card.trial ? (
        <p className="rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
          {card.trial}
        </p>
      ) : null}
      <ul className="grid flex-1 content-start gap-2.5 text-sm" aria-label={`${card.label} plan features`}>
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        className="w-full"
        variant={card.mostPopular ? "primary" : "outline"}
        loading={settingUp}
        disabled={disabled || current}
        onClick={onChoose}
      >
        {current ? "Current plan" : settingUp ? "Setting up..." : `Choose ${card.label}`}
      </Button>
    </Card>
  );
}
