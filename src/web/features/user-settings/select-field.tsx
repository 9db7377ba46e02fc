import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { useId } from 'react';

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  hint?: string;
}

/** A labelled Radix select (keyboard and screen-reader support built in). */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as Value)}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="inline-flex h-10 w-full items-center justify-between rounded-md border border-gray-300 bg-white px-3 text-left text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
          >
            <Select.Viewport>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded px-8 py-2 text-gray-900 outline-none data-[highlighted]:bg-brand-50 dark:text-gray-100 dark:data-[highlighted]:bg-gray-800"
                >
                  <Select.ItemIndicator className="absolute left-2">
                    <Check aria-hidden="true" className="h-4 w-4" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
