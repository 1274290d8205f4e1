<?php
/**
 * Plugin Name:       Phoenix Bionics elements
 * Plugin URI:        https://phoenix-bionics.example/
 * Description:       Blocks and shortcodes for the Phoenix Bionics products, comparison, contact form, hand demo, clinic finder and whole site: readable before any script, safe for every role that can write a post.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Phoenix Bionics
 * Author URI:        https://phoenix-bionics.example/
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       phoenix-bionics
 * Domain Path:       /languages
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PHOENIX_BIONICS_VERSION', '0.1.0' );
define( 'PHOENIX_BIONICS_FILE', __FILE__ );

require_once __DIR__ . '/includes/i18n.php';
require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/bundle.php';
require_once __DIR__ . '/includes/links.php';
require_once __DIR__ . '/includes/payload.php';
require_once __DIR__ . '/includes/sanitize.php';
require_once __DIR__ . '/includes/cache.php';
require_once __DIR__ . '/includes/fetch.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/shortcodes.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/privacy.php';
require_once __DIR__ . '/includes/leftovers.php';
