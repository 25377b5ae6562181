import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ItemActionError } from '../api/item-requests.ts';
import { itemKeys } from '../api/item-keys.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/**
 * A write about an item or a request (request, withdraw, accept, decline, given): on success every
 * items query is stale (the item's state, the requests, the lists and the dashboard's sections all
 * follow from one change); its failure in words, the server's own when it gave some.
 */
export function useItemAction<A, T>(run: (arg: A) => Promise<T>, onDone?: (reply: T) => void) {
  const { t } = useItemsTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: itemKeys.all });
      onDone?.(reply);
    },
  });
  const err = mutation.error;
  const failure = !err
    ? undefined
    : err instanceof ItemActionError && err.offline
      ? t('offline')
      : err instanceof ItemActionError && err.message !== 'failed'
        ? err.message
        : t('actionFailed');
  return { ...mutation, failure };
}
