import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettings, UserSettingsUpdate } from '../../../shared/schemas/user-settings';
import { api, unwrap } from '../../lib/api-client';

/** The signed-in user's settings (GET /api/settings). */
export const settingsQuery = queryOptions({
  queryKey: ['settings', 'me'],
  queryFn: (): Promise<UserSettings> => unwrap(api.settings.$get()),
});

/**
 * Saves a settings change. The cache is updated first, so a toggle or a font size takes effect
 * at once; a refused save puts the previous values back and says why.
 */
export function useUpdateSettings(errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserSettingsUpdate): Promise<UserSettings> =>
      unwrap(api.settings.$patch({ json: update })),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = queryClient.getQueryData(settingsQuery.queryKey);
      if (previous) queryClient.setQueryData(settingsQuery.queryKey, { ...previous, ...update });
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQuery.queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
    meta: { errorToast: { title: errorTitle } },
  });
}
