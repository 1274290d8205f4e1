/**
 * What search engines read about the company site (schema.org JSON-LD): the Organization on every page, and each
 * Product on the products page. Pure: the server's page code calls it and writes the blocks.
 */
import { claim } from '../../content/claims';
import { company, contactDetails, postalAddress } from '../../content/company';
import { loadCatalogue } from '../../content/i18n/all-words';
import { type Language, languagePath } from '../../content/i18n/languages';
import { products } from '../../content/products';
import { consultationPath } from '../../content/site-map';

interface SiteDataOptions {
  /** The site's public origin ("https://phoenix-bionics.example"). */
  origin: string;
  /** The route path of the page, without its language ("/products"). */
  page: string;
  lang: Language;
  /** The absolute address of the folder the artwork is served from, ending in "/" (".../phx/artwork/"). */
  assets: string;
}

function organizationData({ origin, assets }: Pick<SiteDataOptions, 'origin' | 'assets'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${origin}/`,
    logo: `${assets}logo.svg`,
    foundingDate: String(claim('company-founded').value),
    email: contactDetails.email,
    telephone: contactDetails.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.locality,
      addressRegion: postalAddress.region,
      postalCode: postalAddress.postalCode,
      addressCountry: postalAddress.country,
    },
  };
}

async function productsData({ origin, lang, assets }: Omit<SiteDataOptions, 'page'>) {
  const words = await loadCatalogue(lang);
  return products.map((product) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: words.products.items[product.id].description,
    image: `${assets}product-${product.id}.svg`,
    brand: { '@type': 'Brand', name: company.name },
    url: `${origin}${languagePath(lang, '/products')}`,
    offers: {
      '@type': 'Offer',
      price: product.figures.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${origin}${languagePath(lang, consultationPath(product.id))}`,
    },
  }));
}

/** Every JSON-LD object of the page. */
export async function siteStructuredData(options: SiteDataOptions): Promise<object[]> {
  const data: object[] = [organizationData(options)];
  if (options.page === '/products') data.push(...(await productsData(options)));
  return data;
}
