import { useEffect, useRef } from 'react';
import { type Language, languageCodes, languages } from '../../content/i18n/languages';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { Switcher } from './language.styles';

/**
 * The site in another language: a disclosure (it opens without script) listing each language by its own name, the
 * current one marked. Its links are ordinary links to the same page in that language.
 */
export function LanguageSwitcher({ hrefFor }: { hrefFor: (lang: Language) => string }) {
  const { lang, text } = useLocale();
  const details = useRef<HTMLDetailsElement>(null);

  // With script: Escape and a click elsewhere close it, as a menu would.
  useEffect(() => {
    const box = details.current;
    if (!box) return;
    const root = box.getRootNode() as Document | ShadowRoot;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !box.open) return;
      box.open = false;
      box.querySelector('summary')?.focus();
    };
    const onPointer = (event: Event) => {
      if (box.open && !event.composedPath().includes(box)) box.open = false;
    };
    box.addEventListener('keydown', onKey);
    root.addEventListener('pointerdown', onPointer);
    return () => {
      box.removeEventListener('keydown', onKey);
      root.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <Switcher ref={details}>
      <summary>
        <Icon icon={icons.globe} size={1.25} />
        <span className="phx-visually-hidden">{text.navigation.languages}: </span>
        <span lang={lang}>{languages[lang].name}</span>
      </summary>
      <ul aria-label={text.navigation.languages}>
        {languageCodes.map((code) => (
          <li key={code}>
            <a href={hrefFor(code)} lang={code} hrefLang={code} aria-current={code === lang ? 'true' : undefined}>
              {code === lang && <Icon icon={icons.check} size={1.125} />}
              <span>{languages[code].name}</span>
            </a>
          </li>
        ))}
      </ul>
    </Switcher>
  );
}
