// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type PhxTag, phxTags } from '../../src/elements/runtime/contract';
import { renderElement } from '../../src/ssr/render';
import { parsePo, pluginMessages } from '../../scripts/wordpress-i18n';
import { pluginFiles, slug } from '../../scripts/wordpress-zip';

const here = fileURLToPath(new URL('.', import.meta.url));
const hasPhp = spawnSync('php', ['-v']).status === 0;
const phpFiles = [
  'phoenix-bionics.php',
  'uninstall.php',
  'mu-plugin/phoenix-bionics-leftovers.php',
  ...readdirSync(join(here, 'includes')).map((f) => `includes/${f}`),
];
const scratch = mkdtempSync(join(tmpdir(), 'phx-plugin-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the plugin's functions in PHP with WordPress's few functions they call stood in for. */
function php(code: string, options: Record<string, string> = {}, { locale = 'en_US', env = 'local' } = {}): unknown {
  const file = join(scratch, 'options.json');
  writeFileSync(file, JSON.stringify(options));
  const prelude = `define( 'ABSPATH', '/' ); define( 'MINUTE_IN_SECONDS', 60 ); define( 'HOUR_IN_SECONDS', 3600 );
$GLOBALS['options'] = json_decode( file_get_contents( '${file}' ), true );
function add_action() {} function add_filter() {} function apply_filters( $name, $value ) { return $value; }
function __( $s ) { return $s; }
function get_option( $name, $default = false ) { return $GLOBALS['options'][ $name ] ?? $default; }
function get_locale() { return '${locale}'; }
function wp_get_environment_type() { return '${env}'; }
function untrailingslashit( $s ) { return rtrim( $s, '/\\\\' ); }
function esc_attr( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
function esc_url_raw( $s ) { return filter_var( $s, FILTER_VALIDATE_URL ) ? $s : ''; }
function wp_parse_url( $u, $c = -1 ) { return parse_url( $u, $c ); }
function home_url( $p = '' ) { return 'https://clinic.example' . $p; }
function add_settings_error( ...$a ) { $GLOBALS['errors'][] = $a[2]; }
function wp_list_pluck( $list, $field ) { return array_column( $list, $field ); }
function sanitize_key( $s ) { return preg_replace( '/[^a-z0-9_\\-]/', '', strtolower( $s ) ); }
foreach ( array( 'elements', 'settings', 'bundle', 'links', 'payload', 'sanitize', 'shortcodes' ) as $file ) { require '${here}includes/' . $file . '.php'; }
`;
  return JSON.parse(
    execFileSync('php', ['-d', 'error_reporting=-1', '-r', `${prelude} echo json_encode( ${code} );`], {
      encoding: 'utf8',
    }),
  );
}

/** The checker's verdict on an answer of the company site: the HTML it prints, or '' (refused). */
function checked(tag: string, html: string, attributes: Record<string, string>): string {
  const file = join(scratch, 'answer.html');
  writeFileSync(file, html);
  return php(
    `phoenix_bionics_checked_html( '${tag}', file_get_contents( '${file}' ), json_decode( '${JSON.stringify(attributes)}', true ) )`,
  ) as string;
}

const endpoint = 'https://phoenix.example/api/inquiries';
const site = 'https://phoenix.example';
/** An element's attributes as the plugin asks for them. */
const asked = (tag: PhxTag, extra: Record<string, string> = {}) =>
  php(`phoenix_bionics_element_attributes( '${tag}', json_decode( '${JSON.stringify(extra)}', true ) )`, {
    phoenix_bionics_site_url: site,
  }) as { attributes: Record<string, string> };

describe.skipIf(!hasPhp)('the WordPress plugin’s PHP', () => {
  for (const file of phpFiles)
    it(`${file} passes php -l`, () => {
      const { status, stdout, stderr } = spawnSync('php', ['-l', join(here, file)], { encoding: 'utf8' });
      expect(`${stdout}${stderr}`).toContain('No syntax errors detected');
      expect(status).toBe(0);
    });

  it('speaks the site’s language: de_DE gives lang="de", a language phx does not speak gives English', () => {
    expect(
      php("array_map( 'phoenix_bionics_language', array( 'de_DE', 'es_MX', 'ar', 'fr_FR', 'de_DE_formal' ) )"),
    ).toEqual(['de', 'es', 'ar', 'en', 'de']);
    expect(
      php(
        "phoenix_bionics_element_attributes( 'phx-contact', array() )['attributes']['lang']",
        {},
        {
          locale: 'de_DE',
        },
      ),
    ).toBe('de');
  });

  it('fills in the company site and the inquiry endpoint, from the settings or their defaults', () => {
    expect(php("phoenix_bionics_element_attributes( 'phx-contact', array( 'inquiry' => 'consultation' ) )")).toEqual({
      attributes: {
        endpoint: 'https://phoenix-bionics.example/api/inquiries',
        inquiry: 'consultation',
        lang: 'en',
        'site-url': 'https://phoenix-bionics.example',
      },
      ignored: [],
    });
    const set = {
      phoenix_bionics_site_url: 'https://hands.example/',
      phoenix_bionics_endpoint: 'https://clinic.example/api/inquiries',
    };
    expect(php("phoenix_bionics_element_attributes( 'phx-contact', array() )['attributes']", set)).toMatchObject({
      endpoint: 'https://clinic.example/api/inquiries',
      'site-url': 'https://hands.example/',
    });
    expect(php("phoenix_bionics_setting( 'bundle_url' )", set)).toBe('https://hands.example/phx/phx.js');
  });

  it('takes the endpoint, company site and clinic from the settings only, whatever a block or shortcode says', () => {
    const given =
      "array( 'endpoint' => 'https://steal.example/x', 'siteUrl' => 'https://evil.example', 'clinic' => 'pearl-bionics', 'inquiry' => 'support' )";
    const read = php(`phoenix_bionics_element_attributes( 'phx-contact', ${given} )`, {
      phoenix_bionics_clinic: 'hudson-limb-center',
    }) as { attributes: Record<string, string>; ignored: Record<string, string> };
    expect(read.attributes).toEqual({
      clinic: 'hudson-limb-center',
      endpoint: 'https://phoenix-bionics.example/api/inquiries',
      inquiry: 'support',
      lang: 'en',
      'site-url': 'https://phoenix-bionics.example',
    });
    expect(read.ignored).toEqual({ endpoint: 'privileged', 'site-url': 'privileged', clinic: 'privileged' });
    expect(
      php("phoenix_bionics_element_attributes( 'phx-clinics', array( 'clinic' => 'pearl-bionics' ) )['attributes']"),
    ).not.toHaveProperty('clinic');
  });

  it('passes the site’s clinic to every element whose contract has a clinic attribute, and to no other', () => {
    const options = { phoenix_bionics_clinic: 'hudson-limb-center' };
    const data = JSON.parse(readFileSync(join(here, 'elements.json'), 'utf8'));
    for (const tag of Object.keys(data.elements)) {
      const { attributes } = php(`phoenix_bionics_element_attributes( '${tag}', array() )`, options) as {
        attributes: Record<string, string>;
      };
      expect(attributes.clinic, tag).toBe('clinic' in data.elements[tag].attributes ? 'hudson-limb-center' : undefined);
    }
    expect(php("phoenix_bionics_sanitize_clinic( 'hudson-limb-center' )")).toBe('hudson-limb-center');
    expect(php("phoenix_bionics_sanitize_clinic( 'no-such-clinic' )")).toBe('');
  });

  it('shows the whole site in hash mode only: WordPress routes no sub-address to a page', () => {
    const router = php(
      "phoenix_bionics_element_attributes( 'phx-router', array( 'mode' => 'history', 'base' => '/hands' ) )",
    );
    expect(router).toMatchObject({ attributes: { mode: 'hash' }, ignored: { mode: 'fixed', base: 'fixed' } });
    expect((router as { attributes: object }).attributes).not.toHaveProperty('site-url');
    expect(php("phoenix_bionics_element_attributes( 'phx-router', array( 'mode' => 'hash' ) )['ignored']")).toEqual([]);
  });

  it('takes block settings by their names and shortcode attributes by theirs, nothing else', () => {
    expect(
      php(
        "phoenix_bionics_element_attributes( 'phx-products', array( 'lang' => 'de', 'layout' => 'grid', 'onclick' => 'x', 'product' => ' ' ) )['attributes']",
      ),
    ).toEqual({ 'site-url': 'https://phoenix-bionics.example', layout: 'grid', lang: 'de' });
    expect(php("phoenix_bionics_element_attributes( 'script', array() )['attributes']")).toEqual([]);
  });

  it('accepts only https addresses in the settings of a production site', () => {
    expect(
      php("phoenix_bionics_sanitize_address( 'endpoint', 'http://clinic.example/x' )", {}, { env: 'production' }),
    ).toBe('');
    expect(
      php("phoenix_bionics_sanitize_address( 'endpoint', 'https://clinic.example/x' )", {}, { env: 'production' }),
    ).toBe('https://clinic.example/x');
    expect(php("phoenix_bionics_sanitize_address( 'endpoint', 'http://127.0.0.1:8080/x' )")).toBe(
      'http://127.0.0.1:8080/x',
    );
    expect(php("phoenix_bionics_sanitize_address( 'endpoint', 'javascript:alert(1)' )")).toBe('');
  });

  it('reads links as a browser does: only this site, the company’s hosts, tel: and mailto: pass', () => {
    const hosts = "array( 'phoenix.example', 'clinic.example' )";
    const verdict = (url: string) =>
      php(`phoenix_bionics_is_safe_url( ${JSON.stringify(url).replace(/\$/g, '\\$')}, ${hosts} )`);
    for (const url of [
      'https://phoenix.example/contact',
      'https://clinic.example/hands/#/about',
      '/hands/',
      'about',
      '#/contact',
      '?x=1',
      'tel:+15550104200',
      'mailto:hello@example.com',
    ])
      expect(verdict(url), url).toBe(true);
    for (const url of [
      '/\\evil.example/',
      '\\\\evil.example/',
      '//evil.example/',
      'https://evil.example/',
      'http:\\\\evil.example',
      'https://phoenix.example.evil.example/',
      'https://phoenix.example@evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
    ])
      expect(verdict(url), url).toBe(false);
  });

  it('reads shortcode attributes written with curly quotes as straight ones', () => {
    expect(
      php(
        `phoenix_bionics_straight_quotes( ' product=“neural-pro-x1, smarthand-ai” layout=&#8221;grid&#8221; inquiry=‘support’' )`,
      ),
    ).toBe(` product="neural-pro-x1, smarthand-ai" layout="grid" inquiry='support'`);
  });
});

describe.skipIf(!hasPhp)('the plugin’s check of the company site’s answer', () => {
  const variants: [PhxTag, Record<string, string>][] = [
    ...phxTags.map((tag) => [tag, {}] as [PhxTag, Record<string, string>]),
    ['phx-contact', { inquiry: 'consultation', lang: 'de' }],
    ['phx-products', { product: 'neural-pro-x1', layout: 'grid', lang: 'ar' }],
    ['phx-clinics', { clinic: 'hudson-limb-center' }],
    ['phx-router', { lang: 'es' }],
  ];
  it.each(variants)(
    'prints what the renderer writes for <%s> %j, with the plugin’s own start tag',
    async (tag, extra) => {
      const { attributes } = (
        tag in JSON.parse(readFileSync(join(here, 'elements.json'), 'utf8')).elements
          ? asked(tag, extra)
          : { attributes: extra }
      ) as { attributes: Record<string, string> };
      const url = tag === 'phx-router' ? 'https://clinic.example/hands/' : undefined;
      const { html } = await renderElement(tag, attributes, { url });
      const printed = checked(tag, html, attributes);
      expect(printed, php('phoenix_bionics_refuse()') as string).not.toBe('');
      expect(printed.slice(printed.indexOf('<template'))).toBe(html.slice(html.indexOf('<template')));
    },
  );

  const contact = async () => {
    const { attributes } = asked('phx-contact');
    return { attributes, html: (await renderElement('phx-contact', attributes)).html };
  };
  const hostile: [string, (html: string) => string][] = [
    ['an image with an error handler', (h) => h.replace('</template>', '<img src=x onerror=alert(1)></template>')],
    ['a script', (h) => h.replace('</template>', '<script>alert(1)</script></template>')],
    ['a handler on one of our tags', (h) => h.replace('<form ', '<form onsubmit="alert(1)" ')],
    ['a javascript: link', (h) => h.replace(/href="[^"]*"/, 'href="javascript:alert(1)"')],
    ['an entity-spelled javascript: link', (h) => h.replace(/href="[^"]*"/, 'href="jav&#x61;script:alert(1)"')],
    ['a style attribute', (h) => h.replace('<form ', '<form style="background:red" ')],
    [
      'a style sheet that loads from elsewhere',
      (h) => h.replace('<style>', '<style>@import "https://evil.example/x.css";'),
    ],
    ['a style sheet with a url()', (h) => h.replace('<style>', '<style>p{background:url(https://evil.example/t)}')],
    ['a form that sends elsewhere', (h) => h.replace(/action="[^"]*"/, 'action="https://steal.example/x"')],
    ['a payload that sends elsewhere', (h) => h.replace(/api\/inquiries&#34;/, 'steal&#34;')],
    ['a payload with a field of its own', (h) => h.replace('data-phx-payload="{', 'data-phx-payload="{&#34;x&#34;:1,')],
    [
      'a payload with an attribute not asked for',
      (h) => h.replace('&#34;attributes&#34;:{', '&#34;attributes&#34;:{&#34;inquiry&#34;:&#34;support&#34;,'),
    ],
    ['a payload of another shape', (h) => h.replace('&#34;styles&#34;:[', '&#34;styles&#34;:[1,')],
    ['a link to another host', (h) => h.replace(/href="[^"]*"/, 'href="https://evil.example/"')],
    ['a link a browser reads as another host', (h) => h.replace(/href="[^"]*"/, 'href="/\\evil.example/"')],
    [
      'a style inside an svg (parsed as markup there)',
      (h) => h.replace('</template>', '<svg><style><img src=x onerror=alert(1)></style></svg></template>'),
    ],
    ['an HTML tag inside an svg', (h) => h.replace('</template>', '<svg><p>x</p></svg></template>')],
    ['an unquoted attribute', (h) => h.replace('<form ', '<form data-x=1 ')],
    ['a comment hiding markup', (h) => h.replace('</template>', '<!-- <img src=x onerror=alert(1)> --></template>')],
    ['a second template', (h) => h.replace('</template>', '<template shadowrootmode="open"></template></template>')],
    ['an answer cut short', (h) => `${h.slice(0, h.length / 2)}</phx-contact>`],
    ['an error page', () => '<!doctype html><title>502 Bad Gateway</title>'],
    ['another element', (h) => h.replaceAll('phx-contact', 'phx-products')],
  ];
  it.each(hostile)('refuses an answer with %s', async (_, spoil) => {
    const { attributes, html } = await contact();
    expect(checked('phx-contact', html, attributes)).not.toBe('');
    expect(checked('phx-contact', spoil(html), attributes)).toBe('');
  });

  it('prints the element with the attributes it asked for, whatever the answer’s start tag says', async () => {
    const { attributes, html } = await contact();
    const spoilt = html.replace('<phx-contact ', '<phx-contact endpoint="https://steal.example/x" onclick="alert(1)" ');
    const printed = checked('phx-contact', spoilt, attributes);
    expect(printed.slice(0, printed.indexOf('>'))).toBe(
      `<phx-contact endpoint="${endpoint.replace('phoenix.example', 'phoenix.example')}" lang="en" site-url="${site}" data-phx-ssr`,
    );
  });
});

describe('the plugin’s words', () => {
  const messages = pluginMessages();
  const placeholders = (text: string) => (text.match(/%(\d\$)?[sd]/g) ?? []).sort();
  const pos = readdirSync(join(here, 'languages')).filter((f) => f.endsWith('.po'));

  it('are shipped in German, Spanish and Arabic', () => {
    expect(pos.sort()).toEqual(['phoenix-bionics-ar.po', 'phoenix-bionics-de_DE.po', 'phoenix-bionics-es_ES.po']);
  });

  for (const po of pos)
    it(`${po} translates every message of the plugin, keeping its placeholders, and no message it no longer has`, () => {
      const { entries } = parsePo(readFileSync(join(here, 'languages', po), 'utf8'));
      const key = (m: { context?: string; id: string }) => `${m.context ?? ''}|${m.id}`;
      expect(entries.map(key).sort()).toEqual(messages.map(key).sort());
      for (const entry of entries) {
        expect(
          entry.strings.every((s) => s !== ''),
          entry.id,
        ).toBe(true);
        for (const s of entry.strings) expect(placeholders(s), entry.id).toEqual(placeholders(entry.id));
      }
    });
});

describe('the plugin’s version', () => {
  it('is the package’s, in the plugin header, its constant and its readme', () => {
    const { version } = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8'));
    const main = readFileSync(join(here, 'phoenix-bionics.php'), 'utf8');
    expect(main).toMatch(new RegExp(`\\* Version:\\s+${version}\\n`));
    expect(main).toContain(`define( 'PHOENIX_BIONICS_VERSION', '${version}' );`);
    const readme = readFileSync(join(here, 'readme.txt'), 'utf8');
    expect(readme).toContain(`Stable tag: ${version}\n`);
    expect(readme).toContain(`= ${version} =`);
  });
});

describe('the plugin’s zip', () => {
  it('holds the plugin under its slug, its blocks and built translations included, its tests left out', () => {
    const names = Object.keys(pluginFiles());
    expect(names).toEqual(
      expect.arrayContaining([
        `${slug}/${slug}.php`,
        `${slug}/uninstall.php`,
        `${slug}/elements.json`,
        `${slug}/editor.js`,
        `${slug}/readme.txt`,
        `${slug}/assets/offline.js`,
        `${slug}/blocks/contact/block.json`,
        `${slug}/blocks/clinics/block.json`,
        `${slug}/languages/${slug}-de_DE.mo`,
        `${slug}/languages/${slug}-ar-${slug}-editor.json`,
      ]),
    );
    expect(names.filter((n) => n.endsWith('.test.ts') || n.endsWith('blueprint.json'))).toEqual([]);
  });
});

describe('the plugin’s WordPress Playground blueprint', () => {
  const blueprint = JSON.parse(readFileSync(join(here, 'blueprint.json'), 'utf8'));
  const steps = blueprint.steps as { step: string; [key: string]: unknown }[];

  it('installs and activates the release’s zip, points it at the company site, and lands on a page of its blocks', () => {
    expect(steps.map((s) => s.step)).toEqual(['installPlugin', 'setSiteOptions', 'runPHP']);
    expect(steps[0]).toMatchObject({
      pluginData: { resource: 'url', url: expect.stringMatching(/^https:\/\/.*\/phx\.zip$/) },
      options: { activate: true },
    });
    expect(Object.keys(steps[1].options as object)).toEqual(['phoenix_bionics_site_url']);
    const page = blueprint.landingPage.match(/page_id=(\d+)$/)?.[1];
    expect(steps[2].code).toContain(`'import_id' => ${page}`);
    const blocks = [...(steps[2].code as string).matchAll(/wp:(phx\/\w+)/g)].map((m) => m[1]);
    const offered = Object.values(JSON.parse(readFileSync(join(here, 'elements.json'), 'utf8')).elements).map(
      (e) => (e as { block: string }).block,
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(offered).toContain(block);
  });
});
