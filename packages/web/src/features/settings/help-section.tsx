export function HelpSection() {
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <h2 className="text-lg font-semibold text-slate-900">Help & Support</h2>
      <p>
        Write to{' '}
        <a className="font-medium text-brand-700 underline" href="mailto:support@cartographer.dev">
          support@cartographer.dev
        </a>
        ; we answer within 24 hours.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          The REST API of this installation describes itself at{' '}
          <a className="text-brand-700 underline" href="/api/openapi.json">
            /api/openapi.json
          </a>
          .
        </li>
        <li>
          Server health:{' '}
          <a className="text-brand-700 underline" href="/api/health">
            /api/health
          </a>
          .
        </li>
      </ul>
    </div>
  );
}
