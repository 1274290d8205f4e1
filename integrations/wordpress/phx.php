<?php
/**
 * Plugin Name:       Phoenix Bionics elements (phx)
 * Description:       Blocks and shortcodes for the Phoenix Bionics products, comparison, contact form, hand demo and whole site: readable before any script, for every role that can write a post.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           Proprietary
 * Text Domain:       phx
 *
 * @package phx
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PHX_PLUGIN_VERSION', '0.1.0' );
define( 'PHX_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/blocks.php';
