<?php
/**
 * The plugin's own translations (languages/): de, es and ar, for any region of those languages (de_AT reads the
 * de_DE words), for PHP and for the editor's script.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The translation a locale reads: the shipped one of its language, or none.
 *
 * @param string $locale A WordPress locale such as de_AT.
 * @return string A shipped locale (de_DE, es_ES, ar), or ''.
 */
function phoenix_bionics_translation_locale( $locale ) {
	$shipped = array(
		'de' => 'de_DE',
		'es' => 'es_ES',
		'ar' => 'ar',
	);
	$primary = strtolower( (string) preg_replace( '/[-_].*$/', '', (string) $locale ) );
	return isset( $shipped[ $primary ] ) ? $shipped[ $primary ] : '';
}

add_action( 'init', 'phoenix_bionics_load_translations', 1 );

/** Loads the words for the site's (or the user's) language, unless WordPress has the plugin's from elsewhere. */
function phoenix_bionics_load_translations() {
	$locale = phoenix_bionics_translation_locale( determine_locale() );
	if ( '' !== $locale && ! is_textdomain_loaded( 'phoenix-bionics' ) ) {
		load_textdomain( 'phoenix-bionics', plugin_dir_path( PHOENIX_BIONICS_FILE ) . 'languages/phoenix-bionics-' . $locale . '.mo' );
	}
}

add_filter( 'load_script_translation_file', 'phoenix_bionics_script_translation_file', 10, 3 );

/**
 * The editor script's words for a region of a shipped language (de_AT reads de_DE's).
 *
 * @param string|false $file   The file WordPress looks for.
 * @param string       $handle The script.
 * @param string       $domain Its text domain.
 * @return string|false
 */
function phoenix_bionics_script_translation_file( $file, $handle, $domain ) {
	if ( 'phoenix-bionics' !== $domain || ! is_string( $file ) || is_readable( $file ) ) {
		return $file;
	}
	$locale = phoenix_bionics_translation_locale( determine_locale() );
	return '' === $locale ? $file : plugin_dir_path( PHOENIX_BIONICS_FILE ) . 'languages/phoenix-bionics-' . $locale . '-' . $handle . '.json';
}
