/** The languages phx speaks, how each is written, and how a language tag from a page finds one of them. */
export declare const languages: {
    readonly en: {
        readonly name: 'English';
        readonly dir: 'ltr';
        readonly locale: 'en-US';
    };
    readonly de: {
        readonly name: 'Deutsch';
        readonly dir: 'ltr';
        readonly locale: 'de-DE';
    };
    readonly es: {
        readonly name: 'Español';
        readonly dir: 'ltr';
        readonly locale: 'es-ES';
    };
    readonly ar: {
        readonly name: 'العربية';
        readonly dir: 'rtl';
        readonly locale: 'ar-u-nu-latn';
    };
};
export type Language = keyof typeof languages;
export type Direction = 'ltr' | 'rtl';
export declare const languageCodes: Language[];
export declare const defaultLanguage: Language;
export declare const isLanguage: (code: string) => code is Language;
/**
 * The language for a tag such as "de", "de-AT" or "es_MX": its primary subtag if we speak it. `unsupported` is set
 * (with English chosen) when a tag was given that we do not speak, so the caller can say so once.
 */
export declare function matchLanguage(tag: string | null | undefined): {
    lang: Language;
    unsupported?: string;
};
/** The language a path starts with ("/de/about" → de) and the path without it, for the site's own routes. */
export declare function splitLanguagePath(path: string): {
    lang?: Language;
    path: string;
};
/** A route path in a language: English stays at the root, others live under their code ("/de/about"). */
export declare const languagePath: (lang: Language, path: string) => string;
