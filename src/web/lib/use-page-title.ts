import { useEffect } from 'react';
import { useSiteInfo } from './site';
import { useTranslation } from './texts';

/**
 * Sets the document title as '{page} | {site name}' (the site name alone when no page title).
 * The site name and the default description are the admin's system settings once they arrive.
 */
export function usePageTitle(title?: string, description?: string) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const siteName = site?.site_name ?? t('appName');
  const metaDescription = description ?? site?.site_description;
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    if (metaDescription) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', metaDescription);
    }
  }, [title, metaDescription, siteName]);
}
