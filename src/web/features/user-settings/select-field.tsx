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
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as Value)}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="inline-flex h-10 w-full items-center justify-between rounded-md border border-border-strong bg-surface px-3 text-left text-fg"
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
            className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-md border border-border bg-surface p-1 shadow-lg"
          >
            <Select.Viewport>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded px-8 py-2 text-fg outline-none data-[highlighted]:bg-accent-soft"
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
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
