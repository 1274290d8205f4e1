/**
 * The WordPress plugin's block.json files (integrations/wordpress/blocks/<name>/block.json), one per element of its
 * elements.json: written by `npm run contract` beside elements.json, checked for drift by scripts/contract.integration.test.ts.
 */

interface WordpressElements {
  elements: Record<string, { block: string; title: string; description: string; attributes: Record<string, unknown> }>;
}

/** The block's icon (a Dashicon), by block name; an element without one gets the globe. */
const icons: Record<string, string> = {
  'phx/clinics': 'location-alt',
  'phx/compare': 'columns',
  'phx/contact': 'email-alt',
  'phx/demo': 'controls-play',
  'phx/products': 'products',
  'phx/router': 'admin-site-alt3',
};

/** The plugin's text domain and its script handles (registered in includes/blocks.php). */
export const textDomain = 'phoenix-bionics';

export function wordpressBlockFiles(data: WordpressElements): Record<string, string> {
  return Object.fromEntries(
    Object.values(data.elements).map((element) => {
      const settings = Object.values(element.attributes as Record<string, { setting: string }>).map((a) => a.setting);
      const block = {
        $schema: 'https://schemas.wp.org/trunk/block.json',
        apiVersion: 3,
        name: element.block,
        title: element.title,
        category: 'embed',
        icon: icons[element.block] ?? 'admin-site-alt3',
        description: element.description,
        keywords: ['phoenix', 'phx', 'prosthetic'],
        textdomain: textDomain,
        attributes: {
          ...Object.fromEntries(settings.map((setting) => [setting, { type: 'string', default: '' }])),
          // Stored with the block's settings: a block without saved markup has no id to read it from.
          anchor: { type: 'string', default: '' },
        },
        supports: { align: ['wide', 'full'], anchor: true, className: true, html: false },
        example: { attributes: {} },
        // The editor's blocks (outer frame), and the loader wherever a block shows: the page, and the editor's
        // iframe (WordPress 6.3 and later), which receives a block's "script" but not its "editorScript".
        editorScript: `${textDomain}-editor`,
        script: `${textDomain}-loader`,
      };
      const folder = element.block.replace(/^phx\//, '');
      return [`integrations/wordpress/blocks/${folder}/block.json`, `${JSON.stringify(block, null, 2)}\n`];
    }),
  );
}
