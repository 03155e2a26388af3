import { pageTitle } from '../../domain/public-data/public-pages';
import { useAppConfig } from '../config/config-context';

/** Sets the browser tab's title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  const { fundName } = useAppConfig();
  return <title>{pageTitle(fundName, title)}</title>;
}
