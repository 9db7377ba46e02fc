import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

const control =
  'w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-fg focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:bg-surface-sunken disabled:text-gray-600 aria-[invalid=true]:border-red-700';

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
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
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
        <p id={`${fieldId}-hint`} className="text-sm text-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
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
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-border-strong px-3 py-2 text-sm text-fg has-[:checked]:border-brand-700 has-[:checked]:bg-accent-soft"
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
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
