// The Support and Contact forms (docs/product.md#support-and-contact): name, e-mail and message, all required and
// checked with core's rules; stored for the operators; replaced by the thank-you text on success.
// A real form (ADR 022): before its script arrives, or without one, the browser posts it to the
// server's /forms/{kind}, which answers with a redirect to this page's #message-sent, and CSS
// `:target` shows the thanks. Once live it sends through the API instead (a member's message then
// joins their thread) and keeps what was typed before. A signed-in member is not asked for a name
// or an e-mail (the server knows who wrote, ADR 047): those fields are the visitor's only.
import { currentUserId } from '@mapato/client';
import { type ContactField, validateContactForm } from '@mapato/core';
import { Button, ErrorBox, Field, Input, Textarea } from '@mapato/ui';
import { useRef, useState, type FormEvent } from 'react';
import { typedBeforeHydration } from '../lib/typed-before-hydration.ts';
import { pb } from '../lib/session.ts';
import { readSendFailure, sendSupportMessage } from '../lib/support.ts';
import { m } from '@mapato/i18n';

export interface ContactFormProps {
  kind: 'support' | 'contact';
  /** The form's accessible name, e.g. the heading text above it. */
  label: string;
}

type Errors = Partial<Record<ContactField, string>>;

/** The fields in order; a function, so the labels are read in the page's language. */
const fields = (): readonly {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}[] => [
  { name: 'name', label: m.web_formName(), type: 'text', autoComplete: 'name' },
  { name: 'email', label: m.web_formEmail(), type: 'email', autoComplete: 'email' },
  // No autocomplete="off": it would stop the browser giving the text back on Back (ADR 022).
  { name: 'message', label: m.web_formMessage(), type: 'textarea' },
];

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** The server's redirect after a post without script lands on `#message-sent` (http/routes/forms/form-post.ts). */
const SENT_ID = 'message-sent';

export default function ContactForm({ kind, label }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => typedBeforeHydration(label, CONTACT_FIELDS));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  function focusFirstError(found: Errors) {
    const first = CONTACT_FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const member = currentUserId(pb) !== '';
    const all = validateContactForm(values);
    const found: Errors = member ? (all.message ? { message: all.message } : {}) : all;
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    try {
      await sendSupportMessage({
        kind,
        name: member ? '' : values.name.trim(),
        email: member ? '' : values.email.trim(),
        message: values.message.trim(),
      });
      setSent(true);
    } catch (error) {
      const failure = readSendFailure(error);
      if (failure.kind === 'network') {
        setFormError(m.web_formNetworkError());
      } else {
        setErrors(failure.errors);
        // The server's own message when it refused without naming a field (e.g. too many messages).
        if (Object.keys(failure.errors).length === 0) setFormError(failure.message);
        else focusFirstError(failure.errors);
      }
    } finally {
      setSending(false);
    }
  }

  const thanks = 'rounded-lg border border-success/40 bg-secondary p-4 text-secondary-foreground';
  if (sent) {
    return (
      <p role="status" className={thanks}>
        {m.contactThanks()}
      </p>
    );
  }

  return (
    <>
      {/* Shown instead of the form when the address ends in #message-sent: no script needed. */}
      <p id={SENT_ID} className={`peer hidden target:block ${thanks}`}>
        {m.contactThanks()}
      </p>
      <form
        ref={formRef}
        method="post"
        action={`/forms/${kind}`}
        noValidate
        aria-label={label}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4 peer-target:hidden"
      >
        <p className="member-only text-sm text-muted-foreground">{m.web_formSignedInNote()}</p>
        {fields().map((field) => {
          const control = {
            name: field.name,
            autoComplete: field.autoComplete,
            value: values[field.name],
            onChange: (e: { currentTarget: { value: string } }) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [field.name]: value }));
            },
          };
          return (
            <Field
              key={field.name}
              label={field.label}
              required
              error={errors[field.name]}
              className={field.type === 'textarea' ? undefined : 'visitor-only'}
            >
              {field.type === 'textarea' ? (
                <Textarea {...control} rows={5} />
              ) : (
                <Input {...control} type={field.type} />
              )}
            </Field>
          );
        })}
        {formError ? <ErrorBox message={formError} /> : null}
        <Button type="submit" disabled={sending} className="self-start">
          {sending ? m.web_formSending() : m.web_formSend()}
        </Button>
      </form>
    </>
  );
}
