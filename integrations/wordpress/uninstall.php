<?php
/**
 * Deleting the plugin removes every row it wrote: its settings, its kept elements and their index, its locks, and
 * its WP-Cron event. All its options start with `phoenix_bionics_`.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

/**
 * Deletes the plugin's rows of the current site.
 */
function phoenix_bionics_uninstall_site() {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- listing the plugin's own rows by name; options have no API for that.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'phoenix_bionics_' ) . '%' ) );
	foreach ( $names as $name ) {
		delete_option( $name );
	}
	wp_clear_scheduled_hook( 'phoenix_bionics_refresh' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $phoenix_bionics_site ) {
		switch_to_blog( $phoenix_bionics_site );
		phoenix_bionics_uninstall_site();
		restore_current_blog();
	}
} else {
	phoenix_bionics_uninstall_site();
}
