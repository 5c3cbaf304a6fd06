import { describe, expect, it } from 'vitest';
import { uniqueViolationColumn } from './unique-violation.ts';

describe('uniqueViolationColumn', () => {
  it('reads the column from SQLite and PostgreSQL errors', () => {
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: users.username_key'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), {
      code: '23505',
      detail: 'Key (phone_key)=(+254712345678) already exists.',
    });
    expect(uniqueViolationColumn(sqlite)).toBe('username_key');
    expect(uniqueViolationColumn(postgres)).toBe('phone_key');
  });

  it('is null for every other error', () => {
    expect(uniqueViolationColumn(new Error('boom'))).toBeNull();
    expect(uniqueViolationColumn(Object.assign(new Error('x'), { code: '23503' }))).toBeNull();
    expect(uniqueViolationColumn('text')).toBeNull();
  });
});
