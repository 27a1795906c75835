import { BriefcaseBusiness, Check, Clock, Mail, MapPin } from 'lucide-react';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { PageIntro } from '../../components/marketing/page-intro.tsx';
import { applyMailto, benefits, type OpenPosition, openPositions } from './careers-content.ts';

export function CareersPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Careers" title="Help AI understand commerce">
        <p>
          We are a small, remote team building the layer between online stores and AI models. Join us to work
          on hard problems in API design, testing and machine learning, with people who care about doing them
          well.
        </p>
      </PageIntro>

      <section aria-labelledby="positions-title" className="pb-16 sm:pb-24">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <h2 id="positions-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Open positions
          </h2>
          <ul className="mt-8 space-y-6">
            {openPositions.map((position) => (
              <li key={position.title}>
                <PositionCard position={position} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="benefits-title"
        className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2
            id="benefits-title"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Benefits
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Check className="mt-0.5 size-5 flex-none text-brand-600" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{benefit.title}</p>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </MarketingLayout>
  );
}

function PositionCard({ position }: { position: OpenPosition }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{position.title}</h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <BriefcaseBusiness className="size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">Department: </span>
              {position.department}
            </li>
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {position.location}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">Type: </span>
              {position.type}
            </li>
          </ul>
        </div>
        <a
          href={applyMailto(position.title)}
          className="inline-flex flex-none items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          aria-label={`Apply Now for ${position.title}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          Apply Now
        </a>
      </div>
      <p className="mt-5 leading-7 text-slate-700">{position.description}</p>
      <h4 className="mt-6 text-sm font-semibold text-slate-900">Requirements</h4>
      <ul className="mt-3 space-y-2 text-sm text-slate-600">
        {position.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 flex-none rounded-full bg-brand-500" />
            {requirement}
          </li>
        ))}
      </ul>
    </article>
  );
}
