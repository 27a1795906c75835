import type { ReactNode } from 'react';

/** The opening block of a public page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
        {title}
      </h1>
      {children ? <div className="mt-6 text-lg leading-8 text-pretty text-slate-600">{children}</div> : null}
    </div>
  );
}
