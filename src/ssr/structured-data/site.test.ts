// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteStructuredData } from './site';

const options = {
  origin: 'https://phoenix.example',
  lang: 'en',
  assets: 'https://phoenix.example/phx/artwork/',
} as const;

describe('the site’s JSON-LD', () => {
  it('gives each Product the absolute address of its hand’s artwork', async () => {
    const data = (await siteStructuredData({ ...options, page: '/products' })) as Record<string, unknown>[];
    const products = data.filter((item) => item['@type'] === 'Product');
    expect(products.map((p) => p.image)).toEqual([
      'https://phoenix.example/phx/artwork/product-neural-pro-x1.svg',
      'https://phoenix.example/phx/artwork/product-flexigrip-elite.svg',
      'https://phoenix.example/phx/artwork/product-smarthand-ai.svg',
    ]);
  });

  it('gives the Organization a logo and an address by its parts, on every page', async () => {
    const [organization] = (await siteStructuredData({ ...options, page: '/about' })) as Record<string, unknown>[];
    expect(organization.logo).toBe('https://phoenix.example/phx/artwork/logo.svg');
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1200 Example Avenue, Suite 400',
      addressLocality: 'Springfield',
      addressRegion: 'ST',
      postalCode: '00000',
      addressCountry: 'US',
    });
  });
});
