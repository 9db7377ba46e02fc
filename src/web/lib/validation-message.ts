import { useTranslation } from './texts';

/**
 * Validation messages come from the shared zod schemas in English, the spec's words, so the server
 * and the web check input alike. The `validation` catalogue is keyed by those very sentences and
 * gives each in the reader's language; a sentence it does not know is shown as it is. The
 * catalogue loads with the first field on a page (no suspense: until it arrives, English shows).
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation', { useSuspense: false });
  return (message) =>
    message ? t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }) : message;
}
