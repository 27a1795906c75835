import { trialDays, usageNotificationThresholds } from '@cartographer/core';
import { ChevronDown } from 'lucide-react';

const thresholds = usageNotificationThresholds.map((share) => `${Math.round(share * 100)}%`).join(' and ');

const questions: { question: string; answer: string }[] = [
  {
    question: 'How does the free trial work?',
    answer: `Every plan starts with a ${trialDays}-day free trial with all of the plan's features. No card is needed to sign up; you subscribe when you are ready.`,
  },
  {
    question: 'What counts as an API call?',
    answer:
      'Each call an AI model makes through one of your MCP interfaces to your store API counts as one call.',
  },
  {
    question: 'What happens if I use more calls than my plan includes?',
    answer: `Your interfaces keep working. We notify you at ${thresholds} of your included calls, and calls beyond the plan are billed per call at your plan's overage rate.`,
  },
  {
    question: 'Do unused calls roll over?',
    answer: 'No. Included calls reset at the start of each billing cycle.',
  },
  {
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes. In Account Settings, under Billing, choose Manage Subscription to change or cancel your plan.',
  },
  {
    question: 'Do you offer custom volumes or terms?',
    answer:
      'Yes. The Enterprise plan has unlimited interfaces, custom call volumes and terms agreed with our sales team. Choose Contact Sales on the Enterprise card.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2
          id="faq-title"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Frequently asked questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {questions.map((item) => (
            <details key={item.question} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="size-5 flex-none text-slate-400 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 leading-7 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
