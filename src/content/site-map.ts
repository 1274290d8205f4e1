/**
 * The standalone site's pages, once: the router's table, the navigation, the server's pages, the sitemap and the
 * benchmarks all read this list. A page's words (title, description, navigation label) live in
 * the language files under `pages.<section>`. A new page is one entry here, its section and its words.
 */
export const siteMap = [
  { path: '/', section: 'home', nav: true },
  { path: '/about', section: 'about', nav: true },
  { path: '/products', section: 'products', nav: true },
  { path: '/contact', section: 'contact', nav: true },
  { path: '/compare', section: 'compare', nav: false },
  { path: '/clinics', section: 'clinics', nav: false },
  // Reached from the footer (`footer` names its group there) and from the pages that lead to them; their long
  // words (`articles`) are fetched with them only.
  { path: '/funding', section: 'funding', nav: false, footer: 'patients', articles: true },
  { path: '/fitting', section: 'fitting', nav: false, footer: 'patients', articles: true },
  { path: '/faq', section: 'faq', nav: false, footer: 'patients', articles: true },
  { path: '/privacy', section: 'privacy', nav: false, footer: 'legal', articles: true },
  { path: '/legal', section: 'legal', nav: false, footer: 'legal', articles: true },
] as const;

export type Page = (typeof siteMap)[number];
export type PagePath = Page['path'];
export type SectionName = Page['section'];

/** The pages a footer group lists. */
export const footerPages = (group: 'patients' | 'legal') =>
  siteMap.filter((page) => 'footer' in page && page.footer === group);

export const pagePaths: readonly PagePath[] = siteMap.map((page) => page.path);

export const findPage = (path: string): Page | undefined => siteMap.find((page) => page.path === path);

/** Where "Get Started" and every consultation link lead. */
export const contactPath: PagePath = '/contact';

/** The contact form with an inquiry type chosen ("/contact?inquiry=insurance"). */
export const inquiryPath = (inquiry: string) => `${contactPath}?inquiry=${inquiry}`;

/**
 * A consultation request about one hand, or at one partner clinic, or both: the contact page preselects the type,
 * names the hand and binds the form to the clinic (ContactPage).
 */
export const consultationPath = (product?: string, clinic?: string) =>
  `${contactPath}?inquiry=consultation${product ? `&product=${product}` : ''}${clinic ? `&clinic=${encodeURIComponent(clinic)}` : ''}`;
