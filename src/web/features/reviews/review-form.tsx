import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_TEXT_MAX, reviewCreateSchema } from '../../../shared/schemas/reviews';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type PendingReview, reviewKeys, writeReview } from './api';

/** Writing one review of the other party of a returned rental: 1-5 stars and a few words. */
export function ReviewForm({ pending }: { pending: PendingReview }) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const headingId = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: writeReview,
    onSuccess: () => {
      toast({ title: t('form.sent'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : t('form.error')),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewCreateSchema.safeParse({ rentalId: pending.rentalId, rating, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate({ rentalId: pending.rentalId, rating, text });
  };
  const name = pending.otherName ?? t('list.someone');
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h3 id={headingId} className="font-semibold text-fg">
        {pending.role === 'renter'
          ? t('form.headingRenter', { item: pending.itemTitle, name })
          : t('form.headingOwner', { item: pending.itemTitle, name })}
      </h3>
      <p className="text-sm text-muted">{t('form.closes', { date: formatDate(pending.closesAt) })}</p>
      <fieldset>
        <legend className="text-sm font-medium text-fg">{t('form.rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1 focus-within:ring-2 focus-within:ring-brand-700"
            >
              <input
                type="radio"
                name={`rating-${pending.rentalId}`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span className="sr-only">{t('form.stars', { count: value })}</span>
              <Star
                aria-hidden="true"
                className={cn('h-7 w-7', value <= rating ? 'fill-amber-500 text-amber-600' : 'text-faint')}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('form.text')}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
