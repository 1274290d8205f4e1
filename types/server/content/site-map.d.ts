/**
 * The standalone site's pages, once: the router's table, the navigation, the server's pages, the sitemap and the
 * benchmarks all read this list. A page's words (title, description, navigation label) live in
 * the language files under `pages.<section>`. A new page is one entry here, its section and its words.
 */
export declare const siteMap: readonly [{
    readonly path: '/';
    readonly section: 'home';
    readonly nav: true;
}, {
    readonly path: '/about';
    readonly section: 'about';
    readonly nav: true;
}, {
    readonly path: '/products';
    readonly section: 'products';
    readonly nav: true;
}, {
    readonly path: '/contact';
    readonly section: 'contact';
    readonly nav: true;
}, {
    readonly path: '/compare';
    readonly section: 'compare';
    readonly nav: false;
}, {
    readonly path: '/clinics';
    readonly section: 'clinics';
    readonly nav: false;
}, {
    readonly path: '/funding';
    readonly section: 'funding';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
}, {
    readonly path: '/fitting';
    readonly section: 'fitting';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
}, {
    readonly path: '/faq';
    readonly section: 'faq';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
}, {
    readonly path: '/privacy';
    readonly section: 'privacy';
    readonly nav: false;
    readonly footer: 'legal';
    readonly articles: true;
}, {
    readonly path: '/legal';
    readonly section: 'legal';
    readonly nav: false;
    readonly footer: 'legal';
    readonly articles: true;
}];
export type Page = (typeof siteMap)[number];
export type PagePath = Page['path'];
export type SectionName = Page['section'];
/** The pages a footer group lists. */
export declare const footerPages: (group: 'patients' | 'legal') => ({
    readonly path: '/';
    readonly section: 'home';
    readonly nav: true;
} | {
    readonly path: '/about';
    readonly section: 'about';
    readonly nav: true;
} | {
    readonly path: '/products';
    readonly section: 'products';
    readonly nav: true;
} | {
    readonly path: '/contact';
    readonly section: 'contact';
    readonly nav: true;
} | {
    readonly path: '/compare';
    readonly section: 'compare';
    readonly nav: false;
} | {
    readonly path: '/clinics';
    readonly section: 'clinics';
    readonly nav: false;
} | {
    readonly path: '/funding';
    readonly section: 'funding';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
} | {
    readonly path: '/fitting';
    readonly section: 'fitting';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
} | {
    readonly path: '/faq';
    readonly section: 'faq';
    readonly nav: false;
    readonly footer: 'patients';
    readonly articles: true;
} | {
    readonly path: '/privacy';
    readonly section: 'privacy';
    readonly nav: false;
    readonly footer: 'legal';
    readonly articles: true;
} | {
    readonly path: '/legal';
    readonly section: 'legal';
    readonly nav: false;
    readonly footer: 'legal';
    readonly articles: true;
})[];
export declare const pagePaths: readonly PagePath[];
export declare const findPage: (path: string) => Page | undefined;
/** Where "Get Started" and every consultation link lead. */
export declare const contactPath: PagePath;
/** The contact form with an inquiry type chosen ("/contact?inquiry=insurance"). */
export declare const inquiryPath: (inquiry: string) => string;
/**
 * A consultation request about one hand, or at one partner clinic, or both: the contact page preselects the type,
 * names the hand and binds the form to the clinic (ContactPage).
 */
export declare const consultationPath: (product?: string, clinic?: string) => string;
