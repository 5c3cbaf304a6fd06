// The page a no-script form post gets back when its message was not stored (ADR 022): the reason
// in the API's own words and, when the body was read, the form again holding what the person
// typed, each field's error beside it, so they correct and resend without retyping. It travels in
// the response body only (never a URL) and is self-contained: no script, its few styles inline
// (the CSP allows inline styles, not scripts), the site's colours. Every sentence is in the
// request's language, passed in (ADR 051).
import type { ContactField } from '@mapato/core';
import { baseLocale, localizedPath, m, type Locale } from '@mapato/i18n';

/** One no-script form: where it posts, the page it lives on, its accessible name. */
export interface FormSpec {
  kind: 'contact' | 'support';
  action: string;
  /** the page the form lives on (its English address), and its heading: the way back */
  page: { path: string; title: (locale: Locale) => string };
  /** the form's accessible name on that page, e.g. 'Send us a message' */
  label: (locale: Locale) => string;
}

export interface FormRefusal {
  message: string;
  /** core's message per field, as the API's `data` carries them */
  errors: Partial<Record<ContactField, string>>;
  /** what was posted; null when the body was never read (wrong origin or content type) */
  values: Record<ContactField, string> | null;
  retryAfterSeconds?: number;
}

// The labels are the public site's own (messages in the request's language, ADR 031).
const FIELDS: readonly {
  name: ContactField;
  label: (locale: Locale) => string;
  type: 'text' | 'email' | 'textarea';
}[] = [
  { name: 'name', label: (locale) => m.web_formName({}, { locale }), type: 'text' },
  { name: 'email', label: (locale) => m.web_formEmail({}, { locale }), type: 'email' },
  { name: 'message', label: (locale) => m.web_formMessage({}, { locale }), type: 'textarea' },
];

/** The form's page in the request's language ('/contact', '/sw/contact'). */
export function formPagePath(form: FormSpec, locale: Locale): string {
  return localizedPath(form.page.path, locale);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#10231a;background:#fff;line-height:1.5}
header{border-bottom:1px solid #d6e0da;padding:.5rem 1rem}
header a{color:#0b7a43;font-weight:700;font-size:1.25rem;text-decoration:none;display:inline-flex;min-height:44px;align-items:center}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
.reason{border:1px solid #b91c1c;border-radius:.5rem;padding:.75rem;color:#b91c1c;font-weight:600}
form{display:flex;flex-direction:column;gap:1rem;margin-top:1rem}
label{font-weight:600;display:block;margin-bottom:.375rem}
input,textarea{box-sizing:border-box;width:100%;font:inherit;font-size:1rem;padding:.625rem .75rem;border:1px solid #b9c7bf;border-radius:.5rem}
[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:.875rem;margin:.375rem 0 0}
button{align-self:flex-start;font:inherit;font-weight:600;min-height:44px;padding:0 1.25rem;border:0;border-radius:.5rem;background:#0b7a43;color:#fff}
:focus-visible{outline:2px solid #0b7a43;outline-offset:2px}
a{color:#0b7a43}
.back{display:inline-flex;min-height:44px;align-items:center;margin-top:1rem}
`.trim();

function retryText(seconds: number | undefined, locale: Locale): string {
  if (seconds === undefined) return '';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `<p>${escapeHtml(m.shell_retryMinutes({ minutes }, { locale }))}</p>`;
}

function field(
  spec: (typeof FIELDS)[number],
  value: string,
  error: string | undefined,
  focus: boolean,
  locale: Locale,
): string {
  const id = `field-${spec.name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = `id="${id}" name="${spec.name}" required${described}${focus ? ' autofocus' : ''}`;
  const control =
    spec.type === 'textarea'
      ? `<textarea ${common} rows="5">${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${spec.type}" autocomplete="${spec.name}" value="${escapeHtml(value)}">`;
  const errorText = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<div><label for="${id}">${escapeHtml(spec.label(locale))} <span aria-hidden="true">*</span></label>${control}${errorText}</div>`;
}

function formHtml(
  form: FormSpec,
  refusal: FormRefusal & { values: Record<ContactField, string> },
  locale: Locale,
): string {
  const firstError = FIELDS.find((f) => refusal.errors[f.name])?.name;
  const fields = FIELDS.map((f) =>
    field(f, refusal.values[f.name], refusal.errors[f.name], f.name === firstError, locale),
  ).join('');
  return `<form method="post" action="${form.action}${locale === baseLocale ? '' : `?lang=${locale}`}" novalidate aria-label="${escapeHtml(form.label(locale))}">${fields}<button type="submit">${escapeHtml(m.web_formSend({}, { locale }))}</button></form>`;
}

export function formRefusalPage(form: FormSpec, refusal: FormRefusal, locale: Locale): string {
  const body = refusal.values ? formHtml(form, { ...refusal, values: refusal.values }, locale) : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(m.shell_formNotSent({}, { locale }))} | Mapato</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${localizedPath('/', locale)}">Mapato</a></header>
<main>
<h1>${escapeHtml(m.shell_formNotSent({}, { locale }))}</h1>
<p class="reason">${escapeHtml(refusal.message)}</p>
${retryText(refusal.retryAfterSeconds, locale)}${body}
<a class="back" href="${formPagePath(form, locale)}">${escapeHtml(m.shell_backTo({ page: form.page.title(locale) }, { locale }))}</a>
</main>
</body>
</html>
`;
}
