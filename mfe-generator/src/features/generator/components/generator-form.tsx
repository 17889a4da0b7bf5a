import { Button, Card, Input, Label, Textarea } from "@encore/ui";
import { SlidersHorizontalIcon, SparklesIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId } from "react";
import type { RepertoireSummary } from "../api/types.ts";
import type { GeneratorFormValues } from "../lib/form-rules.ts";
import {
  ACT_TYPES,
  AUDIENCE_TYPES,
  DESKTOP_EVENT_TYPES,
  EVENT_TYPE_LABELS,
  MOBILE_EVENT_TYPES,
  VENUE_TYPES,
} from "../lib/options.ts";
import { EnergyFlowField } from "./energy-flow-field.tsx";
import { FormSection } from "./form-section.tsx";
import { RepertoirePicker } from "./repertoire-picker.tsx";
import { SelectField } from "./select-field.tsx";
import { SetsField } from "./sets-field.tsx";
import { VocalistsField } from "./vocalists-field.tsx";

type Update = <K extends keyof GeneratorFormValues>(key: K, value: GeneratorFormValues[K]) => void;

function TextField({
  label,
  hint,
  value,
  onChange,
  placeholder,
  autoComplete,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {hint ? <span className="ml-1.5 font-normal text-muted-foreground">{hint}</span> : null}
      </Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete ?? "off"}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function TextAreaField({
  label,
  hint,
  value,
  onChange,
  placeholder,
  rows,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function HornSectionField({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-input p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <Label htmlFor={id} className="grid gap-1">
        <span>Horn section</span>
        <span className="text-xs font-normal text-muted-foreground">Brass players are part of the act</span>
      </Label>
    </div>
  );
}

const eventOptions = (isMobile: boolean) =>
  (isMobile ? MOBILE_EVENT_TYPES : DESKTOP_EVENT_TYPES).map(
    (type) => [type, EVENT_TYPE_LABELS[type]] as const,
  );

/**
 * The generator form (spec §2 'Generator home'). Desktop lays every section out; mobile keeps the
 * essentials in view and folds the optional details away: a shorter form with the same fields.
 */
export function GeneratorForm({
  form,
  update,
  isMobile,
  repertoires,
  repertoiresLoading,
  generating,
  onSubmit,
}: {
  form: GeneratorFormValues;
  update: Update;
  isMobile: boolean;
  repertoires: RepertoireSummary[];
  repertoiresLoading: boolean;
  generating: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onSubmit();
  };

  const actType = (
    <SelectField
      label="Act type"
      value={form.actType}
      onChange={(value) => update("actType", value)}
      options={ACT_TYPES}
      placeholder="Select your act"
    />
  );
  const eventType = (
    <SelectField
      label="Event type"
      value={form.eventType}
      onChange={(value) => update("eventType", value)}
      options={eventOptions(isMobile)}
    />
  );
  const audienceType = (
    <SelectField
      label="Audience"
      value={form.audienceType}
      onChange={(value) => update("audienceType", value)}
      options={AUDIENCE_TYPES}
    />
  );
  const sets = (
    <FormSection title="Sets" description="How many sets, and how long each one runs.">
      <SetsField durations={form.setDurations} onChange={(value) => update("setDurations", value)} />
    </FormSection>
  );
  const vocalists = (
    <FormSection title="Vocalists" description="Songs are shared out between your singers.">
      <VocalistsField vocalists={form.vocalists} onChange={(value) => update("vocalists", value)} />
    </FormSection>
  );
  const horns = (
    <HornSectionField checked={form.hornSection} onChange={(value) => update("hornSection", value)} />
  );
  const energy = (
    <FormSection title="Energy flow">
      <EnergyFlowField
        value={form.energyFlow}
        onChange={(value) => update("energyFlow", value)}
        isMobile={isMobile}
      />
    </FormSection>
  );
  const mustHaves = (
    <TextAreaField
      label="Must-have songs"
      hint="One song per line, e.g. At Last - Etta James"
      value={form.mustHaveSongs}
      onChange={(value) => update("mustHaveSongs", value)}
      rows={isMobile ? 3 : 4}
    />
  );
  const notes = (
    <TextAreaField
      label="Special notes"
      hint="First dance, speeches, songs to avoid…"
      value={form.specialNotes}
      onChange={(value) => update("specialNotes", value)}
      rows={isMobile ? 3 : 4}
    />
  );
  const country = (
    <TextField
      label="Country"
      hint="(recommended)"
      value={form.venueCountry}
      onChange={(value) => update("venueCountry", value)}
      placeholder="e.g. United Kingdom"
      autoComplete="country-name"
    />
  );
  const city = (
    <TextField
      label="City"
      value={form.venueCity}
      onChange={(value) => update("venueCity", value)}
      placeholder="e.g. Bristol"
      autoComplete="address-level2"
    />
  );
  const venueName = (
    <TextField
      label="Venue name"
      value={form.venueName}
      onChange={(value) => update("venueName", value)}
      placeholder="e.g. The Old Granary"
    />
  );
  const venueType = (
    <SelectField
      label="Venue type"
      value={form.venueType}
      onChange={(value) => update("venueType", value)}
      options={VENUE_TYPES}
      placeholder="Any venue"
    />
  );
  const repertoirePicker = (
    <FormSection title="Repertoires" description="Optional: limit the songs to ones you already know.">
      <RepertoirePicker
        repertoires={repertoires}
        loading={repertoiresLoading}
        selected={form.selectedRepertoireIds}
        onChange={(ids) => update("selectedRepertoireIds", ids)}
      />
    </FormSection>
  );
  const submitButton = (
    <Button type="submit" size="lg" className="w-full" loading={generating} disabled={generating}>
      {generating ? null : <SparklesIcon />}
      {generating ? "Generating…" : "Generate Setlist"}
    </Button>
  );

  if (isMobile) {
    return (
      <form onSubmit={submit} aria-label="Setlist details" noValidate>
        <Card className="grid gap-6 p-4">
          {actType}
          {eventType}
          {sets}
          {vocalists}
          {energy}
          {mustHaves}
          <FormSection title="Venue">
            {country}
            {city}
          </FormSection>
          {repertoirePicker}
          <MoreDetails>
            {audienceType}
            {horns}
            {venueName}
            {venueType}
            {notes}
          </MoreDetails>
          {submitButton}
        </Card>
      </form>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Setlist details" noValidate>
      <Card className="grid gap-8 p-6 lg:p-8">
        <FormSection title="Your act and event">
          <div className="grid gap-4 md:grid-cols-3">
            {actType}
            {eventType}
            {audienceType}
          </div>
        </FormSection>
        <div className="grid gap-8 border-t border-border pt-8 md:grid-cols-2">
          {sets}
          <div className="grid content-start gap-4">
            {vocalists}
            {horns}
          </div>
        </div>
        <div className="border-t border-border pt-8">{energy}</div>
        <div className="grid gap-6 border-t border-border pt-8 md:grid-cols-2">
          {mustHaves}
          {notes}
        </div>
        <FormSection
          title="Venue"
          description="Where you're playing helps pick songs that land with the local crowd."
          className="border-t border-border pt-8"
        >
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {country}
            {city}
            {venueName}
            {venueType}
          </div>
        </FormSection>
        <div className="border-t border-border pt-8">{repertoirePicker}</div>
        {submitButton}
      </Card>
    </form>
  );
}

function MoreDetails({ children }: { children: ReactNode }) {
  return (
    <details className="group rounded-md border border-input">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <SlidersHorizontalIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        More details
        <span className="ml-auto text-xs font-normal text-muted-foreground">
          Audience, horns, venue, notes
        </span>
      </summary>
      <div className="grid gap-4 border-t border-input p-3">{children}</div>
    </details>
  );
}
