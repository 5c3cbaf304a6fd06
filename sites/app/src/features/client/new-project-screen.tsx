// A new project: every field of the request, checked as the client types by the rules the server
// and the mocks share (core's projectProblems, which protocol's readProjectBody refuses with), the items picked and read on the phone, and the
// quote worked out live from them. Saving makes the draft, sends the items in batches and opens
// the project, where it is funded.
import {
  afterProjectChange,
  createProject,
  fieldErrors,
  serverMessage,
  uploadItems,
  type ItemInput,
  type ProjectBody,
  type ProjectKind,
  type ProjectLanguage,
} from '@mapato/client';
import {
  DEFAULT_MIN_ACCURACY,
  DEFAULT_MIN_SECONDS,
  DEFAULT_WORK_FEE_PERCENT,
  projectProblems,
  quoteFor,
} from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, ErrorBox, Field, Input, SafeMarkdown, Select, Textarea } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ClientLink, useClientGo } from './client-link.tsx';
import { useClientPb } from './client-pb.ts';
import { ItemsPicker } from './items-picker.tsx';
import { kindLabel, languageLabel } from './labels.ts';
import { PageTitle } from './loaded.tsx';
import { QuoteBox } from './quote-box.tsx';

interface Draft {
  title: string;
  instructions: string;
  kind: ProjectKind;
  options: string;
  pay: string;
  overlap: string;
  min_level: string;
  language: ProjectLanguage;
  min_seconds: string;
  min_accuracy: string;
}

const START: Draft = {
  title: '',
  instructions: '',
  kind: 'choice',
  options: '',
  pay: '2',
  overlap: '3',
  min_level: '1',
  language: 'en',
  min_seconds: String(DEFAULT_MIN_SECONDS),
  min_accuracy: String(DEFAULT_MIN_ACCURACY),
};

const number = (s: string) => (s.trim() === '' ? NaN : Number(s));

export function bodyOf(d: Draft): ProjectBody {
  return {
    title: d.title.trim(),
    instructions: d.instructions.trim(),
    kind: d.kind,
    options:
      d.kind === 'text'
        ? []
        : d.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
    pay: number(d.pay),
    overlap: number(d.overlap),
    min_level: number(d.min_level),
    language: d.language,
    min_seconds: number(d.min_seconds),
    min_accuracy: number(d.min_accuracy),
  };
}

export function NewProjectScreen() {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const go = useClientGo();
  const [draft, setDraft] = useState<Draft>(START);
  const [items, setItems] = useState<ItemInput[]>([]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [savedDraft, setSavedDraft] = useState('');
  const body = bodyOf(draft);
  const problems = { ...(tried ? projectProblems(body) : {}), ...serverErrors };
  const quote = quoteFor(
    {
      items: items.length,
      overlap: Number.isInteger(body.overlap) ? body.overlap : 0,
      pay: Number.isInteger(body.pay) ? body.pay : 0,
    },
    0,
    DEFAULT_WORK_FEE_PERCENT,
  );
  const busy = sent !== null;

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      // The server's word on this field no longer applies; the rule's own check still does.
      setServerErrors(({ [key]: _said, ...rest }) => rest);
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setFailure('');
    if (busy || Object.keys(projectProblems(body)).length > 0) return;
    setSent(0);
    let created = '';
    try {
      created = (await createProject(pb, body)).id;
      if (items.length > 0) await uploadItems(pb, created, items, setSent);
      await afterProjectChange(pb, queryClient, created);
      go({ to: 'project', id: created });
    } catch (error) {
      setServerErrors(fieldErrors(error));
      setFailure(
        created
          ? m.client_itemsFailedAfterDraft({ reason: serverMessage(error) || m.tryAgain() })
          : serverMessage(error) || m.tryAgain(),
      );
      setSavedDraft(created);
    } finally {
      setSent(null);
    }
  }

  const text = (key: keyof Draft, label: string, hint?: string, type = 'number') => (
    <Field label={label} hint={hint} error={problems[key] || undefined} required>
      <Input
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        name={key}
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value as never)}
      />
    </Field>
  );

  return (
    <>
      <PageTitle title={m.client_newTitle()}>{m.client_newLead()}</PageTitle>
      <form
        className="grid gap-6 lg:grid-cols-[1fr_18rem]"
        onSubmit={submit}
        aria-label={m.client_newTitle()}
        noValidate
      >
        <div className="flex min-w-0 flex-col gap-4">
          {text('title', m.client_fieldTitle(), undefined, 'text')}
          <Field
            label={m.client_fieldInstructions()}
            hint={m.client_fieldInstructionsHint()}
            error={problems.instructions || undefined}
            required
          >
            <Textarea
              name="instructions"
              rows={5}
              value={draft.instructions}
              onChange={(e) => set('instructions')(e.target.value)}
            />
          </Field>
          {draft.instructions.trim() ? (
            <section
              aria-label={m.client_instructionsPreview()}
              className="rounded-lg border border-border bg-muted p-3"
            >
              <p className="mb-1 text-xs font-semibold text-muted-foreground">{m.client_instructionsPreview()}</p>
              <SafeMarkdown source={draft.instructions} headingLevel={2} />
            </section>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={m.client_fieldKind()} error={problems.kind || undefined} required>
              <Select name="kind" value={draft.kind} onChange={(e) => set('kind')(e.target.value as ProjectKind)}>
                {(['choice', 'labels', 'text'] as const).map((k) => (
                  <option key={k} value={k}>
                    {kindLabel(k)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={m.client_fieldLanguage()}
              hint={m.client_fieldLanguageHint()}
              error={problems.language || undefined}
              required
            >
              <Select
                name="language"
                value={draft.language}
                onChange={(e) => set('language')(e.target.value as ProjectLanguage)}
              >
                {(['en', 'sw'] as const).map((l) => (
                  <option key={l} value={l}>
                    {languageLabel(l)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {draft.kind === 'text' ? null : (
            <Field
              label={m.client_fieldOptions()}
              hint={m.client_fieldOptionsHint()}
              error={problems.options || undefined}
              required
            >
              <Textarea
                name="options"
                rows={4}
                value={draft.options}
                onChange={(e) => set('options')(e.target.value)}
              />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('pay', m.client_fieldPay(), m.client_fieldPayHint())}
            {text('overlap', m.client_fieldOverlap(), m.client_fieldOverlapHint())}
            {text('min_level', m.client_fieldLevel(), m.client_fieldLevelHint())}
            {text('min_seconds', m.client_fieldMinSeconds(), m.client_fieldMinSecondsHint())}
            {text('min_accuracy', m.client_fieldMinAccuracy(), m.client_fieldMinAccuracyHint())}
          </div>
          <ItemsPicker onChange={setItems} disabled={busy} />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <QuoteBox quote={quote} title={m.client_quoteEstimate()} />
          <p className="text-xs text-muted-foreground">{m.client_quoteEstimateHint()}</p>
          {failure ? <ErrorBox title={m.client_saveFailed()} message={failure} /> : null}
          {savedDraft ? (
            <ClientLink place={{ to: 'project', id: savedDraft }} className="font-medium text-primary underline">
              {m.client_openDraft()}
            </ClientLink>
          ) : null}
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
            {busy ? m.client_saving({ sent: sent ?? 0, total: items.length }) : m.client_saveDraft()}
          </Button>
        </div>
      </form>
    </>
  );
}
