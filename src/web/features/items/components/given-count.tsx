import type { MyItemCard } from '#shared/schemas/items.schema.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/** 'You have given N items': a given item leaves the list but stays with its donor as a count. */
export function GivenCount({ items }: { items: readonly MyItemCard[] | undefined }) {
  const { t } = useItemsTranslation();
  const given = items?.filter((item) => item.status === 'given').length ?? 0;
  return given > 0 ? <p className="item-given-count">{t('givenCount', { count: given })}</p> : null;
}
