import { Quote } from 'lucide-react';

/** A quote with its author, as a figure so the attribution belongs to the quote. */
export function TestimonialCard({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
      <Quote aria-hidden="true" className="h-6 w-6 text-accent" />
      <blockquote className="mt-3 flex-1 text-fg-soft">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-fg">{name}</span>
        <span className="text-muted">, {role}</span>
      </figcaption>
    </figure>
  );
}
