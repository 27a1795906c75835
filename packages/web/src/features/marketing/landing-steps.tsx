const steps = [
  {
    title: 'Import your API',
    description:
      'Upload an OpenAPI, Postman, GraphQL or WSDL description, or let Cartographer discover it from a URL or a code repository.',
  },
  {
    title: 'Shape the tools',
    description:
      'Choose the endpoints an AI model should see, transform their responses, and describe each tool in plain language.',
  },
  {
    title: 'Serve, test and watch',
    description:
      'Publish a live MCP endpoint, run the generated edge-case tests, and get an alert with a suggested fix when the API changes.',
  },
];

export function LandingSteps() {
  return (
    <section aria-labelledby="steps-title" className="border-t border-slate-200 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">How it works</p>
          <h2
            id="steps-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            From API document to AI-ready interface
          </h2>
        </div>
        <ol className="mx-auto mt-14 grid max-w-5xl gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white shadow-sm">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
