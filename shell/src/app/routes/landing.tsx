import { Button, Card } from "@encore/ui";
import { ClockIcon, ListMusicIcon, type LucideIcon, SparklesIcon, ZapIcon } from "lucide-react";
import { Link } from "react-router";

const promises: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: SparklesIcon,
    title: "AI that learns from your gigs",
    body: "Tell Encore how the night went. Every rating shapes the next setlist it builds for you.",
  },
  {
    icon: ZapIcon,
    title: "Ready in seconds",
    body: "Describe the act, the event and the venue; a complete setlist is ready before your coffee cools.",
  },
  {
    icon: ClockIcon,
    title: "Timed to the minute",
    body: "Any event length, one set or several: each set is built to fill exactly the time you have.",
  },
  {
    icon: ListMusicIcon,
    title: "Straight to your playlist",
    body: "Export a setlist as a streaming playlist for rehearsal, or as a document for the band.",
  },
];

/** A decorative setlist, to show at a glance what Encore makes. */
const sampleSet = [
  { title: "Opening number", key: "E", length: "3:42" },
  { title: "Crowd favourite", key: "A", length: "4:05" },
  { title: "Slow dance", key: "Dm", length: "4:31" },
  { title: "Floor filler", key: "G", length: "3:18" },
  { title: "The big closer", key: "C", length: "5:02" },
];

const seconds = (length: string) => {
  const [minutes = "0", rest = "0"] = length.split(":");
  return Number(minutes) * 60 + Number(rest);
};
const total = sampleSet.reduce((sum, song) => sum + seconds(song.length), 0);
/** The set's length from its songs, m:ss, as a setlist tool must show it. */
const sampleSetLength = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;

function SetlistPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/30 via-spotlight/10 to-transparent blur-2xl" />
      <Card className="overflow-hidden shadow-glow">
        <div className="flex items-center justify-between border-b border-border bg-muted/60 px-5 py-3">
          <div>
            <p className="text-xs font-semibold tracking-widest text-primary uppercase">Set 1</p>
            <p className="text-sm font-semibold">Saturday wedding · Main room</p>
          </div>
          <span className="rounded-full bg-primary/15 px-2.5 py-1 font-mono text-xs font-bold text-primary tabular-nums">
            {sampleSetLength}
          </span>
        </div>
        <ol className="divide-y divide-border">
          {sampleSet.map((song, index) => (
            <li key={song.title} className="flex items-center gap-3 px-5 py-3">
              <span className="w-5 text-right font-mono text-sm text-muted-foreground">{index + 1}</span>
              <span className="flex-1 truncate text-sm font-medium">{song.title}</span>
              <span className="rounded border border-border px-1.5 py-0.5 font-mono text-[11px] text-muted-foreground">
                {song.key}
              </span>
              <span className="w-10 text-right font-mono text-sm text-muted-foreground tabular-nums">
                {song.length}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** `/` for visitors (spec §1, §2). */
export function Landing() {
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-[-12rem] left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(ellipse_at_center,var(--glow),transparent_65%)]"
      />
      <section className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-16 md:grid-cols-[1.1fr_0.9fr] md:px-6 md:pt-24 md:pb-24">
        <div className="text-center md:text-left">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
            <SparklesIcon className="size-3.5" aria-hidden="true" />
            For bands, DJs, choirs and solo acts
          </p>
          <h1 className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Professional setlist generator <span className="text-primary">for musicians</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground md:mx-0">
            Describe your act, the event and the venue. Encore builds timed sets that fit your slot, then gets
            sharper with every gig you rate.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center md:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/auth">Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="/login">Sign In</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free account, no credit card required.</p>
        </div>
        <SetlistPreview />
      </section>

      <section aria-labelledby="promises" className="border-t border-border bg-surface/50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 md:px-6">
          <h2 id="promises" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
            Everything the gig needs, nothing it doesn't
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {promises.map(({ icon: Icon, title, body }) => (
              <li key={title}>
                <Card className="h-full p-6 transition-colors hover:border-primary/50">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing" className="mx-auto w-full max-w-6xl px-4 py-16 md:px-6">
        <Card className="flex flex-col items-center gap-6 bg-gradient-to-br from-surface to-muted p-8 text-center md:flex-row md:justify-between md:p-10 md:text-left">
          <div>
            <h2 id="pricing" className="text-2xl font-bold tracking-tight">
              Start free tonight
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground">
              Create a free account with no credit card. Your 7-day free trial comes with unlimited setlists,
              then 3 free setlists every month.
            </p>
          </div>
          <Button asChild size="lg" className="w-full shrink-0 md:w-auto">
            <Link to="/auth">Get Started</Link>
          </Button>
        </Card>
      </section>
    </div>
  );
}
