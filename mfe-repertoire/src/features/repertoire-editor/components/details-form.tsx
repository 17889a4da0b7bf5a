import {
  DEFAULT_REPERTOIRE_TYPE,
  REPERTOIRE_TYPE_LABELS,
  REPERTOIRE_TYPES,
} from "@encore/contracts/enum-values";
import { Button, Card, Input, Label, Textarea } from "@encore/ui";
import { SaveIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { SelectField } from "../../../components/select-field.tsx";
import type { Repertoire, Vocalist } from "../../../lib/repertoire.ts";
import {
  type RepertoireDraft,
  type RepertoireFormErrors,
  showsVocalists,
  toDrafts,
  type VocalistDraft,
  validateRepertoire,
  vocalistsToSave,
} from "../../../lib/repertoire-form.ts";
import { useVocalistAutoSave } from "../hooks/use-vocalist-auto-save.ts";
import { VocalistsEditor } from "./vocalists-editor.tsx";

const TYPE_OPTIONS = REPERTOIRE_TYPES.map((type) => [type, REPERTOIRE_TYPE_LABELS[type]] as const);

export interface SubmittedDetails {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly vocalists: Vocalist[];
}

/**
 * Spec §2/§5 'Repertoire form': name, type, description and vocalists. In edit mode the
 * vocalists save themselves after a 1-second pause; the button saves the rest.
 */
export function DetailsForm({
  repertoire,
  saving,
  onSubmit,
}: {
  readonly repertoire: Repertoire | null;
  readonly saving: boolean;
  readonly onSubmit: (details: SubmittedDetails) => Promise<boolean>;
}) {
  const nameId = useId();
  const descriptionId = useId();
  const [draft, setDraft] = useState<RepertoireDraft>(() => ({
    name: repertoire?.name ?? "",
    type: repertoire?.type ?? DEFAULT_REPERTOIRE_TYPE,
    description: repertoire?.description ?? "",
    vocalists: toDrafts(repertoire?.vocalists),
  }));
  const [errors, setErrors] = useState<RepertoireFormErrors>({});
  const vocalists = vocalistsToSave(draft);
  const autoSave = useVocalistAutoSave(
    repertoire?.id ?? null,
    repertoire?.vocalists ?? [],
    vocalists,
    repertoire !== null && showsVocalists(draft.type),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRepertoire(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const details = {
      name: draft.name.trim(),
      type: draft.type,
      description: draft.description.trim(),
      vocalists,
    };
    if (await onSubmit(details)) await autoSave.markSaved(vocalists);
  };

  return (
    <Card className="p-4 sm:p-6">
      <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Repertoire details">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={draft.name}
              placeholder="e.g. Wedding Band Classics"
              maxLength={120}
              aria-invalid={errors.name ? true : undefined}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
            {errors.name ? <p className="text-sm font-medium text-destructive">{errors.name}</p> : null}
          </div>
          <SelectField
            label="Type"
            value={draft.type}
            options={TYPE_OPTIONS}
            error={errors.type}
            onChange={(type) => setDraft({ ...draft, type })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={descriptionId}>
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Textarea
            id={descriptionId}
            rows={3}
            value={draft.description}
            placeholder="What this repertoire is for: the act, the kind of gig, the vibe"
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
        {showsVocalists(draft.type) ? (
          <VocalistsEditor
            vocalists={draft.vocalists}
            onChange={(next: VocalistDraft[]) => setDraft({ ...draft, vocalists: next })}
            error={errors.vocalists}
            status={autoSave.status}
          />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            <SaveIcon aria-hidden="true" />
            {repertoire ? "Save Changes" : "Create Repertoire"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
