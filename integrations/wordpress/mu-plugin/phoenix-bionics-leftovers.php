<?php
/**
 * Plugin Name: Phoenix Bionics elements, left behind
 * Description: Put here by the Phoenix Bionics elements plugin when it was deactivated or deleted: posts that still hold its shortcodes show nothing where they stood, not their raw text. The plugin removes this file when it is activated again; delete it yourself once no post holds them.
 * License:     GPL-2.0-or-later
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', 'phoenix_bionics_leftover_shortcodes', 20 );

/** Registers the plugin's shortcodes to print nothing, unless the plugin is active again (it registers its own). */
function phoenix_bionics_leftover_shortcodes() {
	if ( function_exists( 'phoenix_bionics_render_element' ) ) {
		return;
	}
	foreach ( array( 'phx-products', 'phx-compare', 'phx-contact', 'phx-demo', 'phx-clinics', 'phx-router' ) as $tag ) {
		if ( ! shortcode_exists( $tag ) ) {
			add_shortcode( $tag, '__return_empty_string' );
		}
	}
}
