import type { ReactNode } from 'react';

/** The centred card both sign-in and sign-up sit in. */
export function AuthCard({ title, subtitle, children }: { title: ReactNode; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-8 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <p className="mb-4 text-center">
          <a href="/" className="text-xl font-bold text-primary">
            Mapato
          </a>
        </p>
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-muted-foreground">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
