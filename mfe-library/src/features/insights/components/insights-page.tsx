import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  LoadingState,
  MessageState,
} from "@encore/ui";
import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  MessageSquareHeartIcon,
  SearchIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { OptionsSelect } from "../../../components/options-select.tsx";
import { type SongInsight, songInsightsQuery } from "../api/insights.ts";
import {
  contextFromSearch,
  describeContext,
  EVENT_TYPE_OPTIONS,
  formatPercent,
  formatRating,
  formatScore,
  type InsightContext,
  MAX_PLACE_LENGTH,
  performancesLabel,
  searchFromContext,
  VENUE_TYPE_OPTIONS,
} from "../lib/context.ts";

/** Radix Select items cannot have an empty value: "any" stands for "not said". */
const ANY = "any";

export const EMPTY_INSIGHTS_TEXT = "Give feedback after your gigs to see what your audiences love";

function BackLink({ from }: { readonly from: string | null }) {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
      <Link to={from ? `/setlist/${encodeURIComponent(from)}` : "/saved-setlists"}>
        <ArrowLeftIcon aria-hidden="true" />
        {from ? "Back to Setlist" : "Saved Setlists"}
      </Link>
    </Button>
  );
}

/** The free-text places of the gig context. */
const PLACE_FIELDS = [
  { key: "country", id: "insights-country", label: "Country", placeholder: "Any country" },
  { key: "city", id: "insights-city", label: "City", placeholder: "Any city" },
] as const;

/** The choices of the gig context; nothing chosen (empty) shows as `noneLabel`. */
const CHOICE_FIELDS = [
  {
    key: "venueType",
    labelId: "insights-venue-type-label",
    label: "Venue type",
    noneLabel: "Any venue",
    options: VENUE_TYPE_OPTIONS,
  },
  {
    key: "eventType",
    labelId: "insights-event-type-label",
    label: "Event type",
    noneLabel: "Any event",
    options: EVENT_TYPE_OPTIONS,
  },
] as const;

function ContextForm({
  initial,
  onShow,
}: {
  readonly initial: InsightContext;
  readonly onShow: (context: InsightContext) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof InsightContext) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value === ANY ? "" : value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Gig context"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      {PLACE_FIELDS.map((field) => (
        <div key={field.key} className="grid gap-1.5">
          <Label htmlFor={field.id}>{field.label}</Label>
          <Input
            id={field.id}
            value={draft[field.key]}
            maxLength={MAX_PLACE_LENGTH}
            placeholder={field.placeholder}
            onChange={(event) => set(field.key)(event.target.value)}
          />
        </div>
      ))}
      {CHOICE_FIELDS.map((field) => (
        <div key={field.key} className="grid gap-1.5">
          <Label id={field.labelId}>{field.label}</Label>
          <OptionsSelect
            value={draft[field.key] || ANY}
            onValueChange={set(field.key)}
            none={ANY}
            noneLabel={field.noneLabel}
            options={field.options}
            trigger={{ "aria-labelledby": field.labelId, className: "w-full" }}
          />
        </div>
      ))}
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <SearchIcon aria-hidden="true" />
        Show Insights
      </Button>
    </form>
  );
}

function Stat({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function SongRow({ song }: { readonly song: SongInsight }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3" aria-label={`${song.title} by ${song.artist}`}>
      <div className="min-w-0">
        <p className="font-semibold break-words">{song.title}</p>
        <p className="text-sm break-words text-muted-foreground">{song.artist}</p>
      </div>
      <p className="text-sm break-words">{song.evidence}</p>
      <dl className="grid grid-cols-4 gap-2">
        <Stat label="Rating" value={`${formatRating(song.averageRating)} / 5`} />
        <Stat label="Played" value={performancesLabel(song.performances)} />
        <Stat label="Success" value={formatPercent(song.successRate)} />
        <Stat label="Score" value={formatScore(song.recommendationScore)} />
      </dl>
    </li>
  );
}

function SongCard({
  title,
  description,
  icon,
  songs,
  none,
}: {
  readonly title: string;
  readonly description: string;
  readonly icon: ReactNode;
  readonly songs: readonly SongInsight[];
  readonly none: string;
}) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-5">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {songs.length === 0 ? (
          <p className="px-4 pb-4 text-sm text-muted-foreground">{none}</p>
        ) : (
          <ol className="divide-y divide-border" aria-label={title}>
            {songs.map((song) => (
              <SongRow key={`${song.title}|${song.artist}`} song={song} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Results({ context }: { readonly context: InsightContext }) {
  const query = useQuery(songInsightsQuery(context));
  if (query.isPending) return <LoadingState text="Loading your insights..." />;
  if (query.isError)
    return (
      <MessageState
        role="alert"
        icon={<TriangleAlertIcon aria-hidden="true" />}
        title="Error loading insights"
        text="Please try again."
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  const { best, worst } = query.data;
  if (best.length === 0 && worst.length === 0)
    return (
      <MessageState
        icon={<MessageSquareHeartIcon aria-hidden="true" />}
        title="No feedback yet"
        text={EMPTY_INSIGHTS_TEXT}
        action={
          <Button asChild>
            <Link to="/saved-setlists">Go to Saved Setlists</Link>
          </Button>
        }
      />
    );
  return (
    <section aria-label="Insights">
      <p className="mb-4 text-sm text-muted-foreground">{describeContext(context)}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SongCard
          title="Crowd Favourites"
          description="The songs your audiences loved most here."
          icon={<ThumbsUpIcon aria-hidden="true" />}
          songs={best}
          none="No song stands out yet."
        />
        <SongCard
          title="Least Loved"
          description="The songs that went down least well."
          icon={<ThumbsDownIcon aria-hidden="true" />}
          songs={worst}
          none="Nothing went down badly."
        />
      </div>
    </section>
  );
}

/** /insights: the musician's best and worst songs for a place and occasion, from their own feedback. */
export function InsightsPage() {
  const [search, setSearch] = useSearchParams();
  const context = contextFromSearch(search);
  const from = search.get("from");
  const show = (next: InsightContext) => setSearch(searchFromContext(next, from ? { from } : {}));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <BackLink from={from} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audience Insights</h1>
        <p className="mt-2 text-muted-foreground">
          What your audiences thought of your songs, from the feedback you gave after your gigs.
        </p>
      </header>
      <Card className="mb-6 p-4">
        <ContextForm key={search.toString()} initial={context} onShow={show} />
      </Card>
      <Results context={context} />
    </div>
  );
}
