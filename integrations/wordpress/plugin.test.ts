// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pluginFiles } from '../../scripts/wordpress-zip';

const here = fileURLToPath(new URL('.', import.meta.url));
const hasPhp = spawnSync('php', ['-v']).status === 0;
const phpFiles = ['phx.php', ...readdirSync(join(here, 'includes')).map((f) => `includes/${f}`)];

/** Runs the plugin's functions in PHP with WordPress's few functions they call stood in for. */
function php(code: string, options: Record<string, string> = {}, locale = 'en_US'): unknown {
  const prelude = `define( 'ABSPATH', '/' ); define( 'MINUTE_IN_SECONDS', 60 ); define( 'HOUR_IN_SECONDS', 3600 );
$GLOBALS['options'] = json_decode( '${JSON.stringify(options)}', true );
function add_action() {} function add_filter() {}
function get_option( $name, $default = false ) { return $GLOBALS['options'][ $name ] ?? $default; }
function get_locale() { return '${locale}'; }
function untrailingslashit( $s ) { return rtrim( $s, '/\\\\' ); }
function esc_attr( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
foreach ( array( 'elements', 'settings', 'render' ) as $file ) { require '${here}includes/' . $file . '.php'; }
`;
  return JSON.parse(
    execFileSync('php', ['-d', 'error_reporting=-1', '-r', `${prelude} echo json_encode( ${code} );`], {
      encoding: 'utf8',
    }),
  );
}

describe.skipIf(!hasPhp)('the WordPress plugin’s PHP', () => {
  for (const file of phpFiles)
    it(`${file} passes php -l`, () => {
      const { status, stdout, stderr } = spawnSync('php', ['-l', join(here, file)], { encoding: 'utf8' });
      expect(`${stdout}${stderr}`).toContain('No syntax errors detected');
      expect(status).toBe(0);
    });

  it('speaks the site’s language: de_DE gives lang="de", a language phx does not speak gives English', () => {
    expect(php("array_map( 'phx_language', array( 'de_DE', 'es_MX', 'ar', 'fr_FR', 'de_DE_formal' ) )")).toEqual([
      'de',
      'es',
      'ar',
      'en',
      'de',
    ]);
    expect(php("phx_element_attributes( 'phx-contact', array() )['lang']", {}, 'de_DE')).toBe('de');
  });

  it('fills in the company site and the inquiry endpoint, from the settings or their defaults', () => {
    expect(php("phx_element_attributes( 'phx-contact', array( 'inquiry' => 'consultation' ) )")).toEqual({
      inquiry: 'consultation',
      lang: 'en',
      endpoint: 'https://phoenix-bionics.example/api/inquiries',
      'site-url': 'https://phoenix-bionics.example',
    });
    const set = { phx_site_url: 'https://hands.example/', phx_endpoint: 'https://clinic.example/api/inquiries' };
    expect(php("phx_element_attributes( 'phx-contact', array() )", set)).toMatchObject({
      endpoint: 'https://clinic.example/api/inquiries',
      'site-url': 'https://hands.example/',
    });
    expect(php("phx_setting( 'bundle_url' )", set)).toBe('https://hands.example/phx/phx.js');
  });

  it('takes block settings by their names and shortcode attributes by theirs, nothing else', () => {
    expect(
      php(
        "phx_element_attributes( 'phx-products', array( 'siteUrl' => 'https://a.example', 'layout' => 'grid', 'onclick' => 'x', 'product' => ' ' ) )",
      ),
    ).toEqual({ 'site-url': 'https://a.example', layout: 'grid', lang: 'en' });
    expect(php("phx_element_attributes( 'phx-router', array() )")).not.toHaveProperty('site-url');
    // WordPress routes no sub-address to the page: the whole site keeps its pages after the #.
    expect(php("phx_element_attributes( 'phx-router', array() )")).toHaveProperty('mode', 'hash');
    expect(php("phx_element_attributes( 'phx-router', array( 'mode' => 'history' ) )")).toHaveProperty(
      'mode',
      'history',
    );
    expect(php("phx_element_attributes( 'script', array() )")).toEqual([]);
  });

  it('escapes every attribute of a bare tag', () => {
    expect(php(`phx_bare_tag( 'phx-contact', array( 'inquiry' => '"><script>alert(1)</script>' ) )`)).toBe(
      '<phx-contact inquiry="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></phx-contact>',
    );
  });

  it('takes from the company site only the element it asked for', () => {
    expect(
      php(`phx_is_element_html( 'phx-contact', '<phx-contact lang="en"><template></template></phx-contact>' )`),
    ).toBe(true);
    expect(php(`phx_is_element_html( 'phx-contact', '<!doctype html><title>Error</title>' )`)).toBe(false);
    expect(php(`phx_is_element_html( 'phx-contact', '<phx-products></phx-products>' )`)).toBe(false);
  });
});

describe('the plugin’s version', () => {
  it('is the package’s, in the plugin header, its constant and its readme', () => {
    const { version } = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8'));
    const main = readFileSync(join(here, 'phx.php'), 'utf8');
    expect(main).toMatch(new RegExp(`\\* Version:\\s+${version}\\n`));
    expect(main).toContain(`define( 'PHX_PLUGIN_VERSION', '${version}' );`);
    expect(readFileSync(join(here, 'readme.txt'), 'utf8')).toContain(`Stable tag: ${version}\n`);
  });
});

describe('the plugin’s zip', () => {
  it('holds the plugin under phx/, its element list included and its tests left out', () => {
    const names = Object.keys(pluginFiles());
    expect(names).toEqual(
      expect.arrayContaining(['phx/phx.php', 'phx/elements.json', 'phx/editor.js', 'phx/readme.txt']),
    );
    expect(names.filter((n) => n.endsWith('.test.ts'))).toEqual([]);
  });
});
