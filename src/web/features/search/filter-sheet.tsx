import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from './filter-form';
import type { FilterState } from './filter-state';

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: FilterState;
  onApply: (filters: FilterState) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The filter bottom sheet: a Radix dialog sliding up from the bottom edge, titled 'Filters'. */
export default function FilterSheet({
  open,
  onOpenChange,
  filters,
  onApply,
  returnFocusTo,
}: FilterSheetProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-t-2xl bg-surface p-5 pb-8 shadow-2xl"
        >
          <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-border-strong" />
          <Dialog.Description className="sr-only">{t('filters.description')}</Dialog.Description>
          {/* The form remounts on each opening, so its draft starts from the applied filters. */}
          {open && (
            <FilterForm
              initial={filters}
              title={<Dialog.Title className="text-xl font-bold text-fg">{t('filters.title')}</Dialog.Title>}
              onApply={(next) => {
                onApply(next);
                onOpenChange(false);
              }}
            />
          )}
          <Dialog.Close
            aria-label={t('filters.close')}
            className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-sunken"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
