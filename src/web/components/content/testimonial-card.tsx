import { Quote } from 'lucide-react';

/** A quote with its author, as a figure so the attribution belongs to the quote. */
export function TestimonialCard({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <Quote aria-hidden="true" className="h-6 w-6 text-brand-700 dark:text-brand-100" />
      <blockquote className="mt-3 flex-1 text-gray-800 dark:text-gray-100">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-gray-900 dark:text-white">{name}</span>
        <span className="text-gray-700 dark:text-gray-300">, {role}</span>
      </figcaption>
    </figure>
  );
}
