import { useQuery } from '@tanstack/react-query';
import { useGiftdeskDataProvider } from '../api/dataProvider';

/** The categories a gift card may belong to (GET admin/categories), for the form's select. */
export function useCategoryChoices() {
  const dataProvider = useGiftdeskDataProvider();
  return useQuery({
    queryKey: ['giftCards', 'categoryChoices'],
    queryFn: () => dataProvider.getCardCategories(),
    staleTime: 60_000,
  });
}
