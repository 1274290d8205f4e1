<?php
/**
 * What the plugin leaves when it is deactivated or deleted: a must-use plugin (mu-plugin/) under which its
 * shortcodes in old posts print nothing instead of their raw text (blocks print nothing by themselves once their
 * type is gone); removed when the plugin is activated again.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The must-use plugin's path once in place. */
function phoenix_bionics_leftovers_path() {
	return WPMU_PLUGIN_DIR . '/phoenix-bionics-leftovers.php';
}

/** Puts the must-use plugin in place (where the folder can be written; else the shortcodes show as text). */
function phoenix_bionics_leave_leftovers() {
	if ( wp_mkdir_p( WPMU_PLUGIN_DIR ) ) {
		copy( dirname( __DIR__ ) . '/mu-plugin/phoenix-bionics-leftovers.php', phoenix_bionics_leftovers_path() );
	}
}

/** Removes the must-use plugin: the plugin prints its shortcodes itself again. */
function phoenix_bionics_remove_leftovers() {
	if ( file_exists( phoenix_bionics_leftovers_path() ) ) {
		wp_delete_file( phoenix_bionics_leftovers_path() );
	}
}

register_activation_hook( PHOENIX_BIONICS_FILE, 'phoenix_bionics_remove_leftovers' );
register_deactivation_hook( PHOENIX_BIONICS_FILE, 'phoenix_bionics_leave_leftovers' );
