import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { type Language, languageCodes, matchLanguage, type Part, wordsIfLoaded } from '../../content/i18n';
import { HeadingBase } from '../../ui/Heading';
import { LocaleContext, localeOf } from '../../ui/locale';
import { NavigationContext, standaloneNavigation } from '../../ui/navigation';
import { PageContext, type PageFacts } from '../../ui/page';
import { type AttributeContext, readAttribute } from './attributes';
import { fillContactOnPage } from './contact-on-page';
import type { PhxTag, SectionProps } from './contract';
import { attributesIn, camelName, type ElementContract } from './contract-shape';
import { Shell, type ShellServices } from './Shell';
import { bundled, noteSiteUnknown } from './site-origin';

/** An element as the registry, the browser and the server know it: its contract and the section it shows. */
export interface PhxDefinition<T extends PhxTag = PhxTag> {
  tag: T;
  contract: ElementContract;
  Section: ComponentType<SectionProps<T>>;
  /**
   * Fetches what the first render needs beyond the element's words (the router: its page's code and words), so
   * that a prerendered element hydrates with exactly what the server rendered.
   */
  prepare?: (props: SectionProps<T>, lang: Language, facts: PageFacts) => Promise<unknown>;
  /** The parts of the words its section shows beyond the shared ones (their English comes with its code). */
  words?: readonly Part[];
}

/** Raw attribute text by attribute name; absent attributes are undefined. */
export type RawAttributes = Readonly<Record<string, string | undefined>>;

/** The language an element speaks: its own `lang`, else the one it inherits from the page, else English. */
export const elementLanguage = (attributes: RawAttributes, inherited: string | null) =>
  matchLanguage(attributes.lang?.trim() || inherited);

const contextOf = (facts: PageFacts): AttributeContext => ({
  baseUrl: facts.href,
  origin: facts.origin,
  site: facts.site,
});

/**
 * Reads every attribute of an element (its own and the common ones) by its contract. `warn` receives each problem once
 * per call; ElementRoot keeps them to once per element.
 */
export function readProps(
  contract: ElementContract,
  attributes: RawAttributes,
  facts: PageFacts,
  warn: (attribute: string, problem: string) => void,
) {
  const context = contextOf(facts);
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(attributesIn(contract))) {
    props[camelName(name)] = readAttribute(spec, attributes[name], (problem) => warn(name, problem), context);
  }
  const { siteUrl, lang: _lang, ...own } = props;
  return { siteUrl: siteUrl as string, section: own as SectionProps<PhxTag> };
}

/**
 * The values of the attributes that decide what the element shows (`shapes` in the contract), as one key: when one
 * changes, the section starts afresh from it, as a new element would, instead of keeping state a section took from
 * its first value (the demo's chosen grip, the comparison's hands switched off).
 */
function shapeOf(contract: ElementContract, section: Readonly<Record<string, unknown>>) {
  const shaping = Object.entries(attributesIn(contract)).filter(([, spec]) => spec.shapes);
  return JSON.stringify(shaping.map(([name]) => section[camelName(name)] ?? null));
}

export interface ElementRootProps {
  definition: PhxDefinition;
  attributes: RawAttributes;
  /** The nearest ancestor's lang (up to <html lang>), or null. */
  inheritedLang: string | null;
  /** The page facts of the first render: the server's when hydrating its HTML. */
  facts: PageFacts;
  /** In a browser: the page's own facts, taken up right after the first render. */
  liveFacts?: () => PageFacts;
  services: ShellServices;
  /** Called once the first render is on screen. */
  onRendered?: () => void;
}

/**
 * The same page facts, the form key and the retention aside: the first render's stay (the form's key, and the days
 * the server that rendered the page keeps an inquiry, which the browser cannot know).
 */
const sameFacts = (a: PageFacts, b: PageFacts) =>
  a.href === b.href && a.origin === b.origin && a.site === b.site && a.year === b.year;

/** One element, in a browser or on a server: reads its attributes, picks its language, and renders its section. */
export function ElementRoot({
  definition,
  attributes,
  inheritedLang,
  liveFacts,
  services,
  onRendered,
  ...initial
}: ElementRootProps) {
  const { tag, contract, Section } = definition;
  const [facts, setFacts] = useState(initial.facts);
  // Once, after the first render: hydration is over, the browser's own facts take over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the first render's values
  useEffect(() => {
    onRendered?.();
    const live = liveFacts?.();
    if (live && bundled && !attributes['site-url']?.trim() && contract.events.includes('phx-navigate'))
      noteSiteUnknown(tag, live.origin);
    if (live && !sameFacts(live, facts))
      setFacts({ ...live, formKey: facts.formKey, retentionDays: facts.retentionDays });
  }, []);

  // One warning per wrong value, for the life of the element.
  const warned = useRef(new Set<string>());
  const warn = (attribute: string, value: string | undefined, problem: string) => {
    const key = `${attribute}=${value}`;
    if (warned.current.has(key)) return;
    warned.current.add(key);
    services.host.warn(`${attribute}="${value}" is not valid: ${problem}`);
  };

  const { siteUrl, section } = readProps(contract, attributes, facts, (name, problem) =>
    warn(name, attributes[name], problem),
  );
  const { lang, unsupported } = elementLanguage(attributes, inheritedLang);
  if (unsupported) {
    const where = attributes.lang?.trim() ? 'lang' : "the page's lang";
    warn(
      where,
      unsupported,
      `accepted languages are ${languageCodes.join(', ')} (a region such as de-AT is fine); using English.`,
    );
  }
  const own = wordsIfLoaded(lang, definition.words);
  const text = own ?? wordsIfLoaded('en', definition.words)!;
  const locale = useMemo(() => localeOf(own ? lang : 'en', text), [lang, text, own]);
  const navigation = useMemo(
    () => ({ ...standaloneNavigation(siteUrl, locale.lang, facts.href), onPage: fillContactOnPage }),
    [siteUrl, locale.lang, facts.href],
  );

  return (
    <PageContext.Provider value={facts}>
      <LocaleContext.Provider value={locale}>
        <NavigationContext.Provider value={navigation}>
          <HeadingBase.Provider value={contract.headingBase}>
            <Shell tag={tag} services={services}>
              <Section key={shapeOf(contract, section)} {...section} />
            </Shell>
          </HeadingBase.Provider>
        </NavigationContext.Provider>
      </LocaleContext.Provider>
    </PageContext.Provider>
  );
}
