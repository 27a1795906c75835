import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { PageIntro } from '../../components/marketing/page-intro.tsx';
import { companyValues, teamMembers } from './about-content.ts';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
}

export function AboutPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="About us" title="We map commerce for AI">
        <p>
          Our mission is to let every online store take part in AI-driven commerce without rewriting its
          systems. Cartographer turns the APIs stores already have into interfaces AI models can understand
          and use safely, and keeps those interfaces working as the APIs change underneath them.
        </p>
      </PageIntro>

      <section aria-labelledby="values-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Our values
          </h2>
          <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
            {companyValues.map((value) => (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <value.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-title" className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="team-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Meet the team
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              Engineers and product people who have run e-commerce systems at scale.
            </p>
          </div>
          <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
            {teamMembers.map((member) => (
              <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-14 flex-none items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-semibold text-white"
                  >
                    {initials(member.name)}
                  </span>
                  <div>
                    <h3 className="text-base font-semibold text-slate-900">{member.name}</h3>
                    <p className="text-sm font-medium text-brand-600">{member.role}</p>
                  </div>
                </div>
                <p className="mt-5 text-sm leading-6 text-slate-600">{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </MarketingLayout>
  );
}
