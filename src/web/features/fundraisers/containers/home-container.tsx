import { useQuery } from '@tanstack/react-query';
import { liveFundraisersQuery } from '../api/live-fundraisers.ts';
import { HOME_CARD_COUNT } from '#shared/public-pages.ts';
import { HomePage } from '../components/home-page.tsx';

/** The home page in the app: its view, fed from the query cache. */
export function HomeContainer() {
  const { data, error, refetch } = useQuery(liveFundraisersQuery(HOME_CARD_COUNT));
  return <HomePage live={{ cards: data, failed: !data && !!error, onRetry: () => void refetch() }} />;
}
