import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldErrors, useForm } from 'react-hook-form';
import { CATEGORIES, HANDOFF_OPTIONS } from '../../../shared/constants';
import { brandsForCategory, isBrandAllowed } from '../../../shared/item-brands';
import { centsToDollarString, defaultDepositCents, parseDollarsToCents } from '../../../shared/money';
import {
  type ItemCreateInput,
  itemCreateSchema,
  REQUIRED_FIELDS_MESSAGE,
} from '../../../shared/schemas/items';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { toastInvalidInput } from '../../lib/invalid-input';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import type { Point } from '../../lib/viewer-position';
import { createItem, type ItemDetail, itemKeys, profileLocationQuery, updateItem } from './api';
import { RadioGroup, SelectField } from './choice-fields';
import { LocationField } from './location-field';
import { PhotoField } from './photo-field';
import type { UploadedPhoto } from './upload-photo';

type FormValues = ItemCreateInput;

const FIELDS = [
  'title',
  'description',
  'price',
  'handoff',
  'category',
  'brand',
  'tags',
  'deposit',
  'location',
] as const;

function emptyValues(): DefaultValues<FormValues> {
  return {
    title: '',
    description: '',
    price: '',
    deposit: '',
    brand: '',
    tags: '',
    location: '',
  };
}

function valuesOf(item: ItemDetail): FormValues {
  return {
    title: item.title,
    description: item.description,
    price: centsToDollarString(item.priceCents),
    deposit: centsToDollarString(item.depositCents),
    handoff: item.handoff,
    category: item.category,
    brand: item.brand ?? '',
    tags: item.tags.join(', '),
    location: item.locationLabel,
  };
}

interface ItemFormProps {
  /** The listing being edited; without it the form lists a new item. */
  item?: ItemDetail;
  onDone: (item: ItemDetail) => void;
  onCancel: () => void;
}

/**
 * The list-item form (spec sections 3 and 5) for a new listing and for editing one. It validates
 * with the same schema as the server, keeping what people type (dollars, tags as text): the
 * server turns it into cents and lists.
 */
export function ItemForm({ item, onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation(['listings', 'common']);
  const queryClient = useQueryClient();
  const editing = item !== undefined;
  const profileLocation = useQuery({ ...profileLocationQuery, enabled: !editing }).data ?? '';
  const [photos, setPhotos] = useState<UploadedPhoto[]>(item?.photos ?? []);
  const [position, setPosition] = useState<Point | null>(null);
  const [uploadsBusy, setUploadsBusy] = useState(false);

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(itemCreateSchema, undefined, { raw: true }),
    defaultValues: item ? valuesOf(item) : emptyValues(),
  });

  const category = watch('category');
  const brand = watch('brand');
  const price = watch('price');
  const brands = category ? brandsForCategory(category) : [];
  // Spec section 4 (filter): a brand not in the new category's list is cleared.
  useEffect(() => {
    if (category && brand && !isBrandAllowed(category, brand)) setValue('brand', '');
  }, [category, brand, setValue]);

  const priceCents =
    typeof price === 'string' || typeof price === 'number' ? parseDollarsToCents(price) : null;
  const depositHint =
    priceCents !== null && priceCents > 0
      ? t('form.depositHint', { amount: formatPrice(defaultDepositCents(priceCents)) })
      : t('form.depositHintNoPrice');

  const message = (field: (typeof FIELDS)[number]) => {
    const text = errors[field]?.message;
    return text === REQUIRED_FIELDS_MESSAGE ? t('form.required') : text;
  };

  function onInvalid(invalid: FieldErrors<FormValues>) {
    const missing = Object.values(invalid).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);
    toastInvalidInput(
      missing ? t('toast.requiredFields') : (Object.values(invalid)[0]?.message ?? t('toast.genericError')),
    );
  }

  const save = useMutation({
    mutationFn: async (payload: FormValues) => {
      const saved = editing ? await updateItem(item.id, payload) : await createItem(payload);
      await queryClient.invalidateQueries({ queryKey: itemKeys.all });
      return saved;
    },
    onSuccess: (saved) => {
      if (editing) {
        toast({
          title: t('toast.savedTitle'),
          description: t(
            saved.status === 'pending' ? 'toast.resubmittedDescription' : 'toast.savedDescription',
          ),
          variant: 'success',
        });
      } else {
        // The spec's toast, and truthfully when the listing still waits for an admin's review.
        toast({
          title: t('toast.listedTitle'),
          description:
            saved.status === 'pending'
              ? `${t('toast.listedDescription')} ${t('toast.reviewDescription')}`
              : t('toast.listedDescription'),
          variant: 'success',
        });
        reset(emptyValues());
        setPhotos([]);
        setPosition(null);
      }
      onDone(saved);
    },
    onError: (error) => {
      // The reason is shown at its field too, when it belongs to one.
      if (!(error instanceof ApiError)) return;
      const field =
        error.code === 'place_not_found' || error.code === 'location_required' ? 'location' : null;
      const issue = error.issues?.[0];
      const issueField = FIELDS.find((name) => issue?.path === name);
      if (field || issueField) {
        setError(field ?? issueField!, { message: error.message }, { shouldFocus: true });
      }
    },
    meta: { errorToast: { title: t('toast.errorTitle'), fallback: t('toast.genericError') } },
  });

  function onValid(values: FormValues) {
    const payload: FormValues = {
      ...values,
      photoIds: photos.map((photo) => photo.id),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      location: position ? '' : values.location,
    };
    // An edit that leaves the place alone keeps the stored point (the text is only its label).
    if (editing && !position && !dirtyFields.location) {
      delete payload.location;
      delete payload.latitude;
      delete payload.longitude;
    }
    save.mutate(payload);
  }

  const busy = save.isPending || uploadsBusy;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-5">
      <TextField
        {...register('title')}
        label={`${t('form.name')} *`}
        placeholder={t('form.namePlaceholder')}
        aria-required="true"
        maxLength={100}
        error={message('title')}
      />
      <SelectField
        {...register('category')}
        label={`${t('form.category')} *`}
        aria-required="true"
        error={message('category')}
      >
        <option value="">{t('form.categoryPlaceholder')}</option>
        {CATEGORIES.map((entry) => (
          <option key={entry.slug} value={entry.slug}>
            {t(`common:categories.${entry.slug}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...register('brand')}
        label={t('form.brand')}
        disabled={!category}
        hint={category ? undefined : t('form.brandDisabledHint')}
        error={message('brand')}
      >
        <option value="">{t('form.brandPlaceholder')}</option>
        {brands.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...register('description')}
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        maxLength={2000}
        error={message('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('price')}
          label={`${t('form.price')} *`}
          placeholder={t('form.pricePlaceholder')}
          inputMode="decimal"
          aria-required="true"
          error={message('price')}
        />
        <TextField
          {...register('deposit')}
          label={t('form.deposit')}
          placeholder={priceCents ? centsToDollarString(defaultDepositCents(priceCents)) : ''}
          inputMode="decimal"
          hint={depositHint}
          error={message('deposit')}
        />
      </div>
      <RadioGroup
        legend={`${t('form.handoff')} *`}
        name="handoff"
        options={HANDOFF_OPTIONS.map((value) => ({ value, label: t(`form.handoffOptions.${value}`) }))}
        error={message('handoff')}
        inputProps={() => register('handoff')}
      />
      <TextField
        {...register('tags')}
        label={t('form.tags')}
        placeholder={t('form.tagsPlaceholder')}
        hint={t('form.tagsHint')}
        error={message('tags')}
      />
      <LocationField
        inputProps={register('location')}
        position={position}
        onPositionChange={setPosition}
        profileLocation={profileLocation}
        error={message('location')}
      />
      <PhotoField photos={photos} onChange={setPhotos} onBusyChange={setUploadsBusy} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {save.isPending
            ? t(editing ? 'form.saving' : 'form.submitting')
            : uploadsBusy
              ? t('photos.uploadingState')
              : t(editing ? 'form.save' : 'form.submit')}
        </Button>
      </div>
    </form>
  );
}
