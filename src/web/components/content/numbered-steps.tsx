export interface Step {
  id: string;
  title: string;
  body: string;
}

/**
 * An ordered list of steps as cards. The visible 'Step n' label is hidden from assistive
 * technology, which already announces the list position.
 */
export function NumberedSteps({
  steps,
  stepLabel,
}: {
  steps: Step[];
  stepLabel: (number: number) => string;
}) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.id} className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <span aria-hidden="true" className="text-sm font-semibold uppercase tracking-wide text-accent">
              {stepLabel(index + 1)}
            </span>
          </span>
          <h3 className="mt-4 text-lg font-semibold text-fg">{step.title}</h3>
          <p className="mt-2 text-muted">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
