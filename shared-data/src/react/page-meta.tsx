import { useLocation } from './navigation.tsx';
import { pageTitle, siteConfig } from '../config.ts';
import { absoluteUrl, serializeJsonLd, type JsonLd } from '../seo.ts';
import { useSiteOrigin } from './site-origin.tsx';

/** A page's structured data, made with the site's origin (`breadcrumbLd(trail, origin)` and its kin). */
export type PageJsonLd = (origin: string) => JsonLd | JsonLd[];

interface PageMetaProps {
  title: string;
  description: string;
  /** Site path of the page's image (cover or logo) for Open Graph and Twitter. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: PageJsonLd;
  /** Not-found states carry a bare title ('Oyun Bulunamadı'), without the site name. */
  bareTitle?: boolean;
}

/**
 * The head of a page: title, description, canonical URL, Open Graph and Twitter tags, robots and JSON-LD.
 * React 19 hoists <title>, <meta> and <link> into <head>, so each page (in any remote) declares its own.
 */
export function PageMeta({ title, description, image = '/images/og-default.webp', type = 'website', noindex = false, jsonLd, bareTitle = false }: PageMetaProps) {
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  const page = new URLSearchParams(search).get('sayfa');
  // Paged lists are distinct pages; every other query (search, filters) shares the unfiltered canonical URL.
  const canonical = absoluteUrl(page && page !== '1' ? `${pathname}?sayfa=${page}` : pathname, origin);
  const fullTitle = bareTitle ? title : pageTitle(title);
  const imageUrl = absoluteUrl(image, origin);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {jsonLd && (
        // Text content, not HTML: serializeJsonLd escapes '<', '>' and '&' so the data cannot end the element.
        <script type="application/ld+json">{serializeJsonLd(jsonLd(origin))}</script>
      )}
    </>
  );
}
