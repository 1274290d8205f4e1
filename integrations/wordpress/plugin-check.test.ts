// @vitest-environment node
/**
 * Plugin Check's rules (the plugin directory's own checker, github.com/WordPress/plugin-check, 1.x), vendored: it
 * cannot be installed here (no internet, no Composer), so the checks it makes on a plugin's files run on the zip as
 * `npm run build` writes it (the same files, zipped and unzipped in memory). Each test names the Plugin Check codes
 * it stands for. Checks that need a running WordPress (enqueued script sizes) are left to e2e/wordpress.e2e.ts.
 */
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pluginFiles, slug } from '../../scripts/wordpress-zip';

/** The current WordPress release (wordpress.org/download, checked 2026-11-29); Plugin Check reads it online. */
const currentRelease = '7.0';

const zip = unzipSync(zipSync(pluginFiles()));
const files = Object.fromEntries(
  Object.entries(zip)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, bytes]) => [name.slice(`${slug}/`.length), bytes]),
);
const text = (name: string) => strFromU8(files[name]);
const php = Object.fromEntries(
  Object.keys(files)
    .filter((name) => name.endsWith('.php'))
    .map((name) => [name, text(name)]),
);
const main = php[`${slug}.php`];
const readme = text('readme.txt');
const header = (source: string, field: string) =>
  source.match(new RegExp(`^[ \\t/*#@]*${field}:\\s*(.+)$`, 'mi'))?.[1].trim();
/** PHP source without its comments: what runs. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const version = (v: string | undefined) => (v ?? '').split('.').map(Number);
const atLeast = (a: string | undefined, b: string) => {
  const [x, y] = [version(a), version(b)];
  return x[0] > y[0] || (x[0] === y[0] && (x[1] ?? 0) >= (y[1] ?? 0));
};

describe('the built zip against Plugin Check’s rules', () => {
  it('has a main file under the slug, its folder named as the slug (plugin_header_*)', () => {
    expect(Object.keys(zip).every((name) => name.startsWith(`${slug}/`))).toBe(true);
    expect(header(main, 'Plugin Name')).toBe('Phoenix Bionics elements');
    expect(header(main, 'Version')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(header(main, 'Text Domain')).toBe(slug);
    expect(files[`${header(main, 'Domain Path')?.replace(/^\//, '')}/${slug}-de_DE.mo`]).toBeDefined();
    expect(header(main, 'Requires at least')).toMatch(/^\d+\.\d+$/);
    expect(header(main, 'Requires PHP')).toMatch(/^\d+\.\d+$/);
  });

  it('states a GPL-compatible licence, the same in the header and the readme (plugin_header_invalid_license, license_mismatch)', () => {
    expect(header(main, 'License')).toBe('GPL-2.0-or-later');
    expect(header(main, 'License URI')).toBe('https://www.gnu.org/licenses/gpl-2.0.html');
    expect(header(readme, 'License')).toBe(header(main, 'License'));
    expect(header(readme, 'License URI')).toBe(header(main, 'License URI'));
  });

  it('updates only through the directory: no Update URI, no updater of its own (plugin_updater_detected, update_modification_detected)', () => {
    expect(header(main, 'Update URI')).toBeUndefined();
    for (const [name, source] of Object.entries(php))
      expect(code(source), name).not.toMatch(
        /pre_set_site_transient_update_plugins|site_transient_update_plugins|auto_update_plugin|plugins_api|Puc_v\d|PucFactory|plugin-update-checker/,
      );
  });

  it('has a readme the directory reads: its headers, the current release tested, the stable tag its version (readme_*, outdated_tested_upto_header, stable_tag_mismatch)', () => {
    expect(readme).toMatch(/^=== Phoenix Bionics elements ===\n/);
    for (const field of ['Contributors', 'Tags', 'Tested up to', 'Stable tag', 'License'])
      expect(header(readme, field), field).toBeTruthy();
    expect(atLeast(header(readme, 'Tested up to'), currentRelease)).toBe(true);
    expect(header(readme, 'Stable tag')).toBe(header(main, 'Version'));
    expect(header(readme, 'Requires at least')).toBe(header(main, 'Requires at least'));
    expect(header(readme, 'Requires PHP')).toBe(header(main, 'Requires PHP'));
    expect(header(readme, 'Tags')?.split(',').length).toBeLessThanOrEqual(5);
    const short = readme.split('\n\n')[1];
    expect(short.length).toBeLessThanOrEqual(150);
    for (const section of [
      'Description',
      'Installation',
      'Frequently Asked Questions',
      'External services',
      'Changelog',
    ])
      expect(readme, section).toContain(`== ${section} ==`);
    expect(readme).not.toMatch(/Here is a short description of the plugin|Arbitrary section/);
  });

  it('ships no hidden, compressed, version-control or application files, and no odd file names (file_type)', () => {
    for (const name of Object.keys(files)) {
      expect(
        name.split('/').some((part) => part.startsWith('.')),
        name,
      ).toBe(false);
      expect(name, name).not.toMatch(/\.(zip|gz|tgz|rar|7z|tar|phar|exe|sh|bat|cmd|dll|so|dylib|jar|py|rb)$/i);
      expect(name, name).not.toMatch(/(^|\/)(\.git|\.svn|\.hg|node_modules)(\/|$)/);
      expect(name, name).toMatch(/^[A-Za-z0-9._\-/]+$/);
    }
  });

  it('stops every PHP file opened directly (missing_direct_file_access_protection)', () => {
    for (const [name, source] of Object.entries(php))
      expect(source, name).toMatch(/if \( ! defined\( '(ABSPATH|WP_UNINSTALL_PLUGIN)' \) \) \{\n\texit;\n\}/);
  });

  it('prefixes every function, constant, hook and option of its own with phoenix_bionics (PrefixAllGlobals)', () => {
    for (const [name, source] of Object.entries(php)) {
      for (const [, fn] of source.matchAll(/^function (\w+)/gm)) expect(fn, name).toMatch(/^phoenix_bionics_/);
      for (const [, constant] of source.matchAll(/define\( '(\w+)'/g))
        expect(constant, name).toMatch(/^PHOENIX_BIONICS_/);
      for (const [, hook] of source.matchAll(/^\s*(?:add|do)_action\( '(\w+)'/gm))
        if (
          !/^(init|admin_init|admin_menu|admin_notices|rest_api_init|shutdown|enqueue_block_editor_assets|wp_ajax_|muplugins_loaded)/.test(
            hook,
          )
        )
          expect(hook, name).toMatch(/^phoenix_bionics_/);
      // Options it writes (reading WordPress's own, such as the privacy page's, is no global of its own).
      for (const [, option] of source.matchAll(/(?:update|add|delete)_option\( '(\w+)/g))
        expect(option, name).toMatch(/^phoenix_bionics_/);
    }
  });

  it('uses its own text domain, and a translators’ comment for every message with a placeholder (i18n_usage)', () => {
    const calls = /\b(?:__|_e|_n|_x|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'[^;]*?\)/g;
    for (const [name, source] of Object.entries(php))
      for (const call of source.matchAll(calls)) {
        expect(call[0], name).toContain(`'${slug}'`);
        if (/%(\d\$)?[sd]/.test(call[1]))
          expect(source.slice(Math.max(0, (call.index ?? 0) - 400), call.index), `${name}: ${call[1]}`).toMatch(
            /translators:/,
          );
      }
  });

  it('calls none of the functions the directory refuses, and hides no code (plugin_review_phpcs, code_obfuscation)', () => {
    const refused =
      /\b(eval|base64_decode|create_function|file_put_contents|fwrite|curl_exec|curl_init|exec|shell_exec|system|passthru|popen|proc_open|error_reporting|ini_set|move_uploaded_file|serialize|unserialize|str_rot13|gzinflate)\s*\(/;
    for (const [name, source] of Object.entries(php)) {
      expect(code(source), name).not.toMatch(refused);
      expect(source, name).not.toMatch(/ionCube|sg_load\(|Zend Guard|<\?php \/\*\*\/ eval/i);
    }
  });

  it('names no local address in its code (localhost_code_detected)', () => {
    for (const [name, source] of Object.entries(php)) expect(code(source), name).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('escapes what it prints: every echo and printf prints literals and escaped values only (EscapeOutput)', () => {
    const escapes = /\b(?:esc_html|esc_attr|esc_url|esc_html__|esc_attr__|selected|get_block_wrapper_attributes)\s*\(/g;
    /** The statement with each escaping call, arguments and all, replaced by ESCAPED. */
    const withoutEscaped = (source: string) => {
      let out = '';
      let at = 0;
      for (const m of source.matchAll(escapes)) {
        if (m.index < at) continue;
        let depth = 0;
        let end = m.index + m[0].length - 1;
        for (; end < source.length; end++) {
          depth += source[end] === '(' ? 1 : source[end] === ')' ? -1 : 0;
          if (depth === 0) break;
        }
        out += `${source.slice(at, m.index)}ESCAPED`;
        at = end + 1;
      }
      return out + source.slice(at);
    };
    for (const [name, source] of Object.entries(php))
      for (const [statement] of source.matchAll(/^\s*(?:echo|printf)\b[\s\S]*?;\n/gm)) {
        const literalsOut = statement.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/^\s*(echo|printf)\s*\(?/, '');
        expect(withoutEscaped(literalsOut), `${name}: ${statement.trim()}`).not.toMatch(/\$|\w\(/);
      }
  });

  it('does not use a restricted name: no “WordPress”, “plugin” or “wp-” to start its name or slug (trademarked_term)', () => {
    expect(`${header(main, 'Plugin Name')} ${slug}`).not.toMatch(/(^|\s)(wordpress|woocommerce|plugin|wp-)/i);
  });
});
