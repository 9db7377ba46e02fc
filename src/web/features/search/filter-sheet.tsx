import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useTranslation } from '../../lib/texts';
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="bottom"
      className="mx-auto max-h-[90vh] w-full max-w-2xl overflow-y-auto p-5 pb-8 shadow-2xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-border-strong" />
      <DialogDescription className="sr-only">{t('filters.description')}</DialogDescription>
      {/* The form remounts on each opening, so its draft starts from the applied filters. */}
      {open && (
        <FilterForm
          initial={filters}
          title={<DialogTitle className="text-xl font-bold text-fg">{t('filters.title')}</DialogTitle>}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      )}
      <DialogClose
        aria-label={t('filters.close')}
        className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-sunken"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </DialogClose>
    </Dialog>
  );
}
