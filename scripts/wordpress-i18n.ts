/**
 * The WordPress plugin's words: what its PHP, its editor script and its block.json files ask to translate (as
 * WordPress's own tools would extract it), its .po files (languages/, the source of the translations), and what
 * the zip ships built from them: a .mo per language for PHP and a JSON (Jed) file per language for the editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const plugin = fileURLToPath(new URL('../integrations/wordpress/', import.meta.url));
export const domain = 'phoenix-bionics';
/** The editor script's handle: its JSON file is named after it. */
export const editorHandle = 'phoenix-bionics-editor';

export interface Message {
  context?: string;
  id: string;
  plural?: string;
  /** Where it is used: the editor script's words go to the JSON file too. */
  js?: boolean;
}

const unquote = (text: string) => text.replace(/\\(['\\])/g, '$1');
const string = `'((?:[^'\\\\]|\\\\.)*)'`;
const key = (m: Message) => `${m.context ?? ''}\u0004${m.id}`;

/** Every message of the plugin, each once. */
export function pluginMessages(): Message[] {
  const found = new Map<string, Message>();
  const add = (m: Message) => {
    const had = found.get(key(m));
    found.set(key(m), { ...m, js: m.js || had?.js });
  };
  const php = [
    'phoenix-bionics.php',
    'uninstall.php',
    ...readdirSync(join(plugin, 'includes')).map((f) => `includes/${f}`),
  ];
  for (const file of php) {
    const text = readFileSync(join(plugin, file), 'utf8');
    for (const m of text.matchAll(
      new RegExp(
        `\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${string},\\s*'${domain}'\\s*\\)`,
        'g',
      ),
    ))
      add({ id: unquote(m[1]) });
    for (const m of text.matchAll(new RegExp(`\\b_n\\(\\s*${string},\\s*${string},[^;]*?'${domain}'\\s*\\)`, 'g')))
      add({ id: unquote(m[1]), plural: unquote(m[2]) });
  }
  const js = readFileSync(join(plugin, 'editor.js'), 'utf8');
  for (const m of js.matchAll(new RegExp(`\\b__\\(\\s*${string},\\s*'${domain}',?\\s*\\)`, 'g')))
    add({ id: unquote(m[1]), js: true });
  const data = JSON.parse(readFileSync(join(plugin, 'elements.json'), 'utf8'));
  for (const element of Object.values(data.elements) as { attributes: Record<string, { help: string }> }[])
    for (const spec of Object.values(element.attributes)) add({ id: spec.help, js: true });
  for (const folder of readdirSync(join(plugin, 'blocks'))) {
    const block = JSON.parse(readFileSync(join(plugin, 'blocks', folder, 'block.json'), 'utf8'));
    add({ context: 'block title', id: block.title });
    add({ context: 'block description', id: block.description });
    for (const word of block.keywords ?? []) add({ context: 'block keyword', id: word });
  }
  return [...found.values()];
}

export interface Translation extends Message {
  strings: string[];
}

/** A .po file's header fields and its entries (comments dropped). */
export function parsePo(text: string): { headers: Record<string, string>; entries: Translation[] } {
  const entries: Translation[] = [];
  let headers: Record<string, string> = {};
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('#') || !line.trim()) continue;
      const start = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$/);
      const more = line.match(/^"(.*)"$/);
      if (start) {
        current = start[1];
        fields[current] = start[2];
      } else if (more && current) fields[current] += more[1];
      else throw new Error(`Cannot read this line of a .po file: ${line}`);
    }
    if (!('msgid' in fields)) continue;
    const value = (name: string) =>
      fields[name]?.replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[c as string] ?? c);
    const strings = Object.keys(fields)
      .filter((f) => f.startsWith('msgstr'))
      .sort()
      .map((f) => value(f) as string);
    if (fields.msgid === '') {
      headers = Object.fromEntries(
        (strings[0] ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      continue;
    }
    entries.push({ context: value('msgctxt'), id: value('msgid') as string, plural: value('msgid_plural'), strings });
  }
  return { headers, entries };
}

/** A GNU .mo file (little-endian, no hash table) of the entries, with the .po's headers as its first entry. */
export function buildMo(headers: Record<string, string>, entries: Translation[]): Uint8Array {
  const header = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('');
  const pairs = [
    { key: '', value: header },
    ...entries.map((e) => ({
      key: (e.context ? `${e.context}\u0004` : '') + e.id + (e.plural ? `\u0000${e.plural}` : ''),
      value: e.strings.join('\u0000'),
    })),
  ].sort((a, b) =>
    Buffer.from(a.key) < Buffer.from(b.key) ? -1 : Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)),
  );
  const keys = pairs.map((p) => Buffer.from(p.key));
  const values = pairs.map((p) => Buffer.from(p.value));
  const n = pairs.length;
  const tables = 28;
  let offset = tables + n * 16;
  const out: Buffer[] = [];
  const head = Buffer.alloc(offset);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(tables, 12);
  head.writeUInt32LE(tables + n * 8, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(offset, 24);
  for (const [i, list] of [keys, values].entries())
    for (const [j, bytes] of list.entries()) {
      head.writeUInt32LE(bytes.length, tables + i * n * 8 + j * 8);
      head.writeUInt32LE(offset, tables + i * n * 8 + j * 8 + 4);
      out.push(bytes, Buffer.from([0]));
      offset += bytes.length + 1;
    }
  return new Uint8Array(Buffer.concat([head, ...out]));
}

/** The editor script's words as WordPress's script translations read them (Jed 1.x). */
export function buildScriptJson(locale: string, headers: Record<string, string>, entries: Translation[]): string {
  const js = new Set(
    pluginMessages()
      .filter((m) => m.js)
      .map(key),
  );
  const messages: Record<string, unknown> = {
    '': { domain: 'messages', lang: locale, 'plural-forms': headers['Plural-Forms'] },
  };
  for (const e of entries) if (js.has(key(e))) messages[(e.context ? `${e.context}\u0004` : '') + e.id] = e.strings;
  return JSON.stringify({ domain: 'messages', locale_data: { messages } });
}

/** The built translations for the zip, by path inside the plugin: languages/<domain>-<locale>.mo and .json. */
export function builtTranslations(): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(join(plugin, 'languages')).filter((f) => f.endsWith('.po'))) {
    const locale = name.slice(`${domain}-`.length, -'.po'.length);
    const { headers, entries } = parsePo(readFileSync(join(plugin, 'languages', name), 'utf8'));
    files[`languages/${domain}-${locale}.mo`] = buildMo(headers, entries);
    files[`languages/${domain}-${locale}-${editorHandle}.json`] = new TextEncoder().encode(
      buildScriptJson(locale, headers, entries),
    );
  }
  return files;
}
