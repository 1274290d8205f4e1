<?php
/**
 * Deleting the plugin removes every row it wrote: its settings, its kept elements and their index, its locks, its
 * WP-Cron event (all its options start with `phoenix_bionics_`), and its text among the privacy policy's suggestions
 * (WordPress would keep it, marked as a deactivated plugin's). It leaves the must-use plugin under which its
 * shortcodes in old posts print nothing (includes/leftovers.php; deactivation put it in place already).
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
	$policy = (int) get_option( 'wp_page_for_privacy_policy' );
	if ( $policy ) {
		foreach ( (array) get_post_meta( $policy, '_wp_suggested_privacy_policy_content' ) as $suggested ) {
			if ( is_array( $suggested ) && isset( $suggested['plugin_name'] ) && false !== strpos( (string) $suggested['plugin_name'], 'Phoenix Bionics' ) ) {
				delete_post_meta( $policy, '_wp_suggested_privacy_policy_content', $suggested );
			}
		}
	}
}

if ( wp_mkdir_p( WPMU_PLUGIN_DIR ) ) {
	copy( __DIR__ . '/mu-plugin/phoenix-bionics-leftovers.php', WPMU_PLUGIN_DIR . '/phoenix-bionics-leftovers.php' );
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
