<?php
/**
 * Settings › Phoenix Bionics: the settings, a "Test connection" button with its result, a "Clear cache" button;
 * a Settings link beside the plugin; a notice while the company site is the example default.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'admin_menu', 'phoenix_bionics_settings_menu' );

/** Settings › Phoenix Bionics. */
function phoenix_bionics_settings_menu() {
	add_options_page(
		__( 'Phoenix Bionics', 'phoenix-bionics' ),
		__( 'Phoenix Bionics', 'phoenix-bionics' ),
		'manage_options',
		'phoenix-bionics',
		'phoenix_bionics_settings_page'
	);
}

add_filter( 'plugin_action_links_' . plugin_basename( PHOENIX_BIONICS_FILE ), 'phoenix_bionics_settings_link' );

/**
 * The Settings link in the plugin list.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function phoenix_bionics_settings_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=phoenix-bionics' ) ) . '">' . esc_html__( 'Settings', 'phoenix-bionics' ) . '</a>' );
	return $links;
}

add_action( 'admin_notices', 'phoenix_bionics_default_site_notice' );

/** Tells administrators that the elements show the example company site until its real URL is set. */
function phoenix_bionics_default_site_notice() {
	if ( ! current_user_can( 'manage_options' ) || '' !== trim( (string) get_option( 'phoenix_bionics_site_url', '' ) ) ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
		esc_html__( 'Phoenix Bionics elements: the company site’s URL is still the example default, so the elements cannot be shown and no inquiry can be sent.', 'phoenix-bionics' ),
		esc_url( admin_url( 'options-general.php?page=phoenix-bionics' ) ),
		esc_html__( 'Set it in Settings › Phoenix Bionics.', 'phoenix-bionics' )
	);
}

/**
 * Asks the company site for one element and for the bundle, as the plugin and the visitors' browsers will.
 *
 * @return array Lines: array( ok, text ).
 */
function phoenix_bionics_test_connection() {
	$lines   = array();
	$request = phoenix_bionics_request( 'phx-contact', phoenix_bionics_element_attributes( 'phx-contact', array() )['attributes'], '' );
	$started = microtime( true );
	$html    = phoenix_bionics_fetch( $request, 10 );
	$ms      = (int) round( ( microtime( true ) - $started ) * 1000 );
	$lines[] = null === $html
		? array(
			false,
			/* translators: 1: an address, 2: milliseconds. */
			sprintf( __( 'The company site did not answer with the contact form: %1$s (%2$d ms). Elements show their fallback until it does.', 'phoenix-bionics' ), $request['url'], $ms ),
		)
		: array(
			true,
			/* translators: 1: an address, 2: milliseconds. */
			sprintf( __( 'The company site renders the elements: %1$s answered in %2$d ms.', 'phoenix-bionics' ), $request['url'], $ms ),
		);
	$bundle  = phoenix_bionics_setting( 'bundle_url' );
	$answer  = wp_remote_get( $bundle, array( 'timeout' => 10 ) );
	$code    = is_wp_error( $answer ) ? 0 : (int) wp_remote_retrieve_response_code( $answer );
	$lines[] = 200 === $code
		/* translators: %s: an address. */
		? array( true, sprintf( __( 'The bundle loads: %s.', 'phoenix-bionics' ), $bundle ) )
		/* translators: %s: an address. */
		: array( false, sprintf( __( 'The bundle does not load: %s. Visitors’ browsers could not run the elements.', 'phoenix-bionics' ), $bundle ) );
	$integrity = phoenix_bionics_bundle_integrity();
	if ( 200 === $code && '' !== $integrity ) {
		$lines[] = phoenix_bionics_integrity_matches( (string) wp_remote_retrieve_body( $answer ), $integrity )
			? array( true, __( 'The bundle’s bytes match its integrity hash.', 'phoenix-bionics' ) )
			: array( false, __( 'The bundle’s bytes do not match its integrity hash: browsers will not run it, and pages keep the HTML the plugin printed.', 'phoenix-bionics' ) );
	}
	return $lines;
}

/**
 * Whether bytes match one of an integrity attribute's hashes, as a browser checks them.
 *
 * @param string $bytes     The file.
 * @param string $integrity sha256/384/512-… hashes, separated by spaces.
 * @return bool
 */
function phoenix_bionics_integrity_matches( $bytes, $integrity ) {
	foreach ( preg_split( '/\s+/', trim( $integrity ) ) as $hash ) {
		$parts = explode( '-', $hash, 2 );
		if ( 2 === count( $parts ) && in_array( $parts[0], array( 'sha256', 'sha384', 'sha512' ), true ) && hash_equals( base64_encode( hash( $parts[0], $bytes, true ) ), $parts[1] ) ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a Subresource Integrity hash is base64 by definition.
			return true;
		}
	}
	return false;
}

/** The settings page, with the results of its two buttons. */
function phoenix_bionics_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$results = array();
	if ( isset( $_POST['phoenix_bionics_action'] ) && check_admin_referer( 'phoenix_bionics_tools' ) ) {
		$action = sanitize_key( wp_unslash( $_POST['phoenix_bionics_action'] ) );
		if ( 'test' === $action ) {
			$results = phoenix_bionics_test_connection();
		} elseif ( 'clear' === $action ) {
			$count     = phoenix_bionics_delete_rows();
			$results[] = array(
				true,
				/* translators: %d: how many stored rows were deleted. */
				sprintf( _n( 'Cache cleared: %d stored row deleted. Pages fetch their elements again.', 'Cache cleared: %d stored rows deleted. Pages fetch their elements again.', $count, 'phoenix-bionics' ), $count ),
			);
		}
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	foreach ( $results as $result ) {
		printf( '<div class="notice notice-%1$s" role="status"><p>%2$s</p></div>', esc_attr( $result[0] ? 'success' : 'error' ), esc_html( $result[1] ) );
	}
	echo '<p>' . esc_html__( 'Leave an address empty for its default. The elements speak the site’s language (Settings › General), English where phx does not speak it.', 'phoenix-bionics' ) . '</p>';
	echo '<form action="options.php" method="post">';
	settings_fields( 'phoenix_bionics' );
	do_settings_sections( 'phoenix-bionics' );
	submit_button();
	echo '</form>';
	echo '<h2>' . esc_html__( 'Tools', 'phoenix-bionics' ) . '</h2>';
	echo '<form method="post">';
	wp_nonce_field( 'phoenix_bionics_tools' );
	echo '<p>';
	echo '<button type="submit" class="button" name="phoenix_bionics_action" value="test">' . esc_html__( 'Test connection', 'phoenix-bionics' ) . '</button> ';
	echo '<button type="submit" class="button" name="phoenix_bionics_action" value="clear">' . esc_html__( 'Clear cache', 'phoenix-bionics' ) . '</button>';
	echo '</p></form></div>';
}
