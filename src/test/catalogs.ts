/**
 * The catalogs' words as the checks of the words read them (claims, glossary, the languages): each message's text,
 * every branch of a plural or a select, with each value it is given written as `X`.
 */
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { readCatalog } from '../../scripts/catalogs/catalog';
import { parseMessage } from '../../scripts/catalogs/compile';

const given = 'X';

function textOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.select:
        case TYPE.plural:
          return Object.values(element.options)
            .map((option) => textOf(option.value))
            .join(' | ');
        default:
          return given;
      }
    })
    .join('');
}

/** Every message of `lang`'s catalog by id: its text as a reader may see it, values written as X. */
export const messageTexts = (lang: string): [string, string][] =>
  [...readCatalog(lang).entries.values()].map((entry) => [
    entry.id,
    textOf(parseMessage(entry.text, `${lang}.po (${entry.id})`)),
  ]);

/** Every message of `lang`'s catalog and its comment for translators, as written, one a line. */
export const catalogWords = (lang: string, include: (id: string) => boolean = () => true) =>
  [...readCatalog(lang).entries.values()]
    .filter((entry) => include(entry.id))
    .flatMap((entry) => [entry.text, entry.comment])
    .join('\n');

/** The ids of every message in the catalogs. */
export const messageIds = () => new Set(readCatalog('en').entries.keys());
