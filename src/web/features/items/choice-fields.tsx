import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

const control =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:disabled:bg-gray-800';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select (works with every screen reader and mobile picker). */
export function SelectField({ label, hint, error, children, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={control}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={`${fieldId}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  inputProps: (value: string) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** A fieldset of radio buttons with its legend and error. */
export function RadioGroup({ legend, name, options, error, inputProps }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-gray-600 dark:text-gray-100 dark:has-[:checked]:bg-gray-800"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className="h-4 w-4 accent-brand-700"
            {...inputProps(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
