<?php
/**
 * The company's loader, pinned: by default the version this plugin was built with (`/phx/<version>/phx.js` on the
 * company site) with its Subresource Integrity hash (integrity.json, written into the zip by the build), or the
 * hash an administrator sets for a bundle URL of their own. A browser runs the loader only if its bytes match; if
 * they do not, the page keeps the prerendered HTML (and a form says it cannot send: assets/offline.js).
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The loader this plugin was built with: its version and each file's hash (integrity.json in the plugin's folder).
 *
 * @return array `version` and `hashes` (file => sha384-…), or an empty array when the zip has none (a source copy).
 */
function phoenix_bionics_pinned() {
	static $pinned = null;
	if ( null === $pinned ) {
		$file   = dirname( __DIR__ ) . '/integrity.json';
		$json   = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own.
		$pinned = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $pinned ) || ! isset( $pinned['version'], $pinned['hashes']['phx.js'] ) ) {
			$pinned = array();
		}
	}
	return $pinned;
}

/**
 * The default bundle URL on a company site: the pinned version's phx.js, or the current one without a pin.
 *
 * @param string $site The company site's URL, without its trailing slash.
 * @return string
 */
function phoenix_bionics_default_bundle( $site ) {
	$pinned = phoenix_bionics_pinned();
	return array() === $pinned ? $site . '/phx/phx.js' : $site . '/phx/' . rawurlencode( $pinned['version'] ) . '/phx.js';
}

/**
 * The integrity the loader's script tag carries: the setting, else the pinned hash while the bundle URL is the
 * default; '' when there is none (a bundle URL of an administrator's own, without a hash).
 *
 * @return string
 */
function phoenix_bionics_bundle_integrity() {
	$set = trim( (string) get_option( 'phoenix_bionics_bundle_integrity', '' ) );
	if ( '' !== $set ) {
		return $set;
	}
	$pinned = phoenix_bionics_pinned();
	return array() !== $pinned && '' === trim( (string) get_option( 'phoenix_bionics_bundle_url', '' ) ) ? $pinned['hashes']['phx.js'] : '';
}

/**
 * An integrity setting as saved: empty, or hashes as the `integrity` attribute takes them (sha256/384/512, base64);
 * anything else is refused with a message and the previous value kept.
 *
 * @param mixed $value What was submitted.
 * @return string
 */
function phoenix_bionics_sanitize_integrity( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value || 1 === preg_match( '~^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$~', $value ) ) {
		return $value;
	}
	add_settings_error( 'phoenix_bionics_bundle_integrity', 'phoenix_bionics_bundle_integrity', __( 'Bundle integrity: not a hash such as sha384-…; the previous value is kept.', 'phoenix-bionics' ) );
	return (string) get_option( 'phoenix_bionics_bundle_integrity', '' );
}

add_action( 'admin_init', 'phoenix_bionics_register_integrity_setting', 11 );

/** Registers the integrity setting, after the addresses. */
function phoenix_bionics_register_integrity_setting() {
	register_setting(
		'phoenix_bionics',
		'phoenix_bionics_bundle_integrity',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'phoenix_bionics_sanitize_integrity',
		)
	);
	add_settings_field(
		'phoenix_bionics_bundle_integrity',
		__( 'Bundle integrity (SRI)', 'phoenix-bionics' ),
		'phoenix_bionics_integrity_field',
		'phoenix-bionics',
		'phoenix_bionics_main',
		array( 'label_for' => 'phoenix_bionics_bundle_integrity' )
	);
}

/** The integrity field; its placeholder shows the pinned hash an empty field stands for. */
function phoenix_bionics_integrity_field() {
	$pinned = phoenix_bionics_pinned();
	printf(
		'<input type="text" class="large-text code" id="phoenix_bionics_bundle_integrity" name="phoenix_bionics_bundle_integrity" value="%1$s" placeholder="%2$s">',
		esc_attr( (string) get_option( 'phoenix_bionics_bundle_integrity', '' ) ),
		esc_attr( array() === $pinned ? '' : $pinned['hashes']['phx.js'] )
	);
	echo '<p class="description">' . esc_html__( 'Browsers run the bundle only if its bytes match this hash; otherwise pages keep the HTML the plugin printed. Empty: the hash of the version this plugin was built with, while the bundle URL is the default. Set it when you set a bundle URL of your own.', 'phoenix-bionics' ) . '</p>';
}
