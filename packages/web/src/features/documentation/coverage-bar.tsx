import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { coverageBarClass, coverageExplanation, coverageTone, formatPercent } from './coverage.ts';

/** Source coverage as a coloured bar with its number, and how it is measured on request. */
export function CoverageBar({ coverage, label = 'Coverage' }: { coverage: number; label?: string }) {
  const [explained, setExplained] = useState(false);
  const explanationId = useId();
  const width = Math.max(0, Math.min(100, coverage));
  return (
    <div>
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          {label}
          <button
            type="button"
            onClick={() => setExplained((value) => !value)}
            aria-expanded={explained}
            aria-controls={explanationId}
            aria-label="How coverage is measured"
            title={coverageExplanation}
            className="rounded-full p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <Info aria-hidden className="h-3.5 w-3.5" />
          </button>
        </span>
        <span className="font-semibold text-slate-900">{formatPercent(coverage)}</span>
      </div>
      {/* The figure above is the accessible value; the bar only repeats it. */}
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={`h-full rounded-full ${coverageBarClass[coverageTone(coverage)]}`}
          style={{ width: `${width}%` }}
        />
      </div>
      {explained ? (
        <p
          id={explanationId}
          className="mt-2 rounded-lg bg-slate-50 p-2 text-xs leading-relaxed text-slate-600"
        >
          {coverageExplanation}
        </p>
      ) : null}
    </div>
  );
}
