// MAPATO_SECRET_PEPPER (ADR 040): the part of the code-hashing and token-signing keys that is not
// in the database, so a stolen copy or backup of it cannot forge a session or recompute a code.
// Required with real members; `serve --demo` (npm start, the end-to-end server) uses the public
// demo pepper and says so.
import { DEMO_PEPPER, MIN_PEPPER_LENGTH } from '../domain/security/secrets.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface PepperChoice {
  pepper: string;
  banner: string[];
}

export function pepperFromEnv(env: Env, demo: boolean): PepperChoice {
  const pepper = env.MAPATO_SECRET_PEPPER?.trim() ?? '';
  if (pepper !== '') {
    if (pepper.length < MIN_PEPPER_LENGTH)
      throw new Error(`MAPATO_SECRET_PEPPER must be at least ${MIN_PEPPER_LENGTH} characters`);
    return { pepper, banner: [] };
  }
  if (demo) {
    return {
      pepper: DEMO_PEPPER,
      banner: ['Secrets: MAPATO_SECRET_PEPPER unset, so the public demo pepper is used (never for real members)'],
    };
  }
  throw new Error(
    'MAPATO_SECRET_PEPPER is required (outside --demo): at least 32 random characters, e.g. from ' +
      '`openssl rand -base64 48`, kept outside the database and its backups. It joins the stored keys ' +
      'that sign tokens and hash SMS codes; changing it signs everyone out.',
  );
}
