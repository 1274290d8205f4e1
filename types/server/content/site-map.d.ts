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
}];
export type Page = (typeof siteMap)[number];
export type PagePath = Page['path'];
export type SectionName = Page['section'];
export declare const pagePaths: readonly PagePath[];
export declare const findPage: (path: string) => Page | undefined;
/** Where "Get Started" and every consultation link lead. */
export declare const contactPath: PagePath;
/** A consultation request about one hand: the contact page preselects the type and names the hand (ContactPage). */
export declare const consultationPath: (product: string) => string;
