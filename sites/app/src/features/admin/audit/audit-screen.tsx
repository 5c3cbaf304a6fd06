// The audit log, newest first: who (an operator, M-Pesa by itself, the command line) did what to
// which record and when, filtered by operator, action (or every action starting with a prefix),
// member and Nairobi dates; the filtered log can be saved as CSV.
import { auditQueryOptions, exportAudit, type AuditQuery, describeError, type AdminAuditEntry } from '@mapato/client';
import { nairobiDay, toCsv, type CsvColumn } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, Field, Input, toast } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { downloadCsv } from '../csv.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { Pager } from '../pager.tsx';
import { actorLabel } from '../labels.ts';
import { AuditList } from './audit-list.tsx';

export type AuditSearch = Omit<AuditQuery, 'perPage'>;

export interface AuditScreenProps {
  search: AuditSearch;
  onSearch: (search: AuditSearch) => void;
}

const FILTERS = ['actor', 'action', 'member', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

const ACTIONS = [
  'withdrawal.',
  'withdrawal.approve',
  'withdrawal.decline',
  'withdrawal.disburse',
  'registration.',
  'registration.approve',
  'registration.decline',
  'support.reply',
  'support.answered',
  'phone-hold.resolve',
  'member.export',
  'superuser.sign-in',
  'admin.forbidden.role',
  'read.',
];

// The file's columns and words stay English in both languages: a CSV is read by spreadsheets and
// scripts that expect the same headers whoever downloaded it.
const CSV: readonly CsvColumn<AdminAuditEntry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'created', value: (e) => e.created },
  { header: 'who', value: (e) => actorLabel(e, 'en') },
  { header: 'actor id', value: (e) => e.actor },
  { header: 'action', value: (e) => e.action },
  { header: 'target', value: (e) => e.target },
  { header: 'details', value: (e) => JSON.stringify(e.details) },
];

export function AuditScreen({ search, onSearch }: AuditScreenProps) {
  const pb = useAdminPb();
  const [form, setForm] = useState<Record<Filter, string>>(
    () => Object.fromEntries(FILTERS.map((f) => [f, search[f] ?? ''])) as Record<Filter, string>,
  );
  const [exporting, setExporting] = useState(false);
  const filter: AuditQuery = { ...search, page: search.page ?? 1, perPage: 30 };
  const log = useQuery(auditQueryOptions(pb, filter));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = Object.fromEntries(FILTERS.map((f) => [f, form[f].trim() || undefined]));
    onSearch({ ...given, page: 1 });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { page: _page, ...all } = search;
      downloadCsv(`audit-${nairobiDay(new Date())}.csv`, toCsv(await exportAudit(pb, all), CSV));
    } catch (error) {
      toast.error(`${m.admin_auditExportFailed()} ${describeError(error)}`);
    } finally {
      setExporting(false);
    }
  }

  const field = (name: Filter, label: string, hint?: string, type = 'text') => (
    <Field label={label} hint={hint}>
      <Input
        type={type}
        name={name}
        list={name === 'action' ? 'audit-actions' : undefined}
        autoCapitalize="none"
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <>
      <PageTitle
        title={m.admin_auditLog()}
        actions={
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? m.admin_exporting() : m.admin_exportCsv()}
          </Button>
        }
      >
        {m.admin_auditLead()}
      </PageTitle>
      <form
        aria-label={m.admin_auditFilterLabel()}
        onSubmit={submit}
        className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {field('actor', m.admin_filterOperator(), m.admin_filterOperatorHint())}
        {field('action', m.admin_filterAction(), m.admin_filterActionHint())}
        <datalist id="audit-actions">
          {ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        {field('member', m.admin_memberId(), m.admin_filterMemberHint())}
        {field('from', m.admin_filterFrom(), m.admin_filterDateHint(), 'date')}
        {field('to', m.admin_filterTo(), m.admin_filterDateHint(), 'date')}
        <div className="flex items-end gap-2">
          <Button type="submit">{m.admin_filter()}</Button>
          <Button
            variant="outline"
            onClick={() => {
              setForm(Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<Filter, string>);
              onSearch({});
            }}
          >
            {m.admin_clear()}
          </Button>
        </div>
      </form>
      <Loaded query={log} what={m.admin_whatAuditLog()}>
        {(page) => (
          <>
            <AuditList entries={page.items} label={m.admin_auditLog()} />
            <Pager
              page={page.page}
              totalPages={page.totalPages}
              totalItems={page.totalItems}
              noun="auditRows"
              onPage={(p) => onSearch({ ...search, page: p })}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
