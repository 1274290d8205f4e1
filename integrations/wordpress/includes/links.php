<?php
/**
 * Where a link or form of the company site's answer may lead, read as a browser reads it: the hosts allowed (this
 * site, the company site, its endpoint and bundle, the clinics' websites) and the check of one address.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The hosts links and forms of an answer may lead to: this site's (the whole site's links are its page's), the
 * company site's, the inquiry endpoint's and the bundle's, from the settings and from the attributes asked for; and
 * the clinics' websites the plugin was built with (link-hosts.json), which the `phoenix_bionics_link_hosts` filter
 * may change.
 *
 * @param array $attributes The attributes asked for.
 * @return string[] Lower-case host names, with their port where one is given.
 */
function phoenix_bionics_allowed_hosts( $attributes ) {
	$urls = array( home_url( '/' ), phoenix_bionics_setting( 'site_url' ), phoenix_bionics_setting( 'endpoint' ), phoenix_bionics_setting( 'bundle_url' ) );
	foreach ( array( 'site-url', 'endpoint' ) as $name ) {
		if ( isset( $attributes[ $name ] ) ) {
			$urls[] = $attributes[ $name ];
		}
	}
	$hosts = array();
	foreach ( $urls as $url ) {
		$host = phoenix_bionics_url_host( (string) $url );
		if ( '' !== $host ) {
			$hosts[] = $host;
		}
	}
	/**
	 * The hosts of other sites links in the company site's answers may lead to (the clinics' websites).
	 *
	 * @param string[] $clinics Lower-case host names, with their port where one is given.
	 */
	$others = apply_filters( 'phoenix_bionics_link_hosts', phoenix_bionics_clinic_hosts() );
	return array_values( array_unique( array_merge( $hosts, array_map( 'strtolower', (array) $others ) ) ) );
}

/**
 * The clinics' websites' hosts, as the build wrote them (link-hosts.json); none in a copy without it.
 *
 * @return string[]
 */
function phoenix_bionics_clinic_hosts() {
	static $hosts = null;
	if ( null === $hosts ) {
		$file  = dirname( __DIR__ ) . '/link-hosts.json';
		$json  = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own.
		$hosts = is_string( $json ) ? json_decode( $json, true ) : null;
		$hosts = is_array( $hosts ) ? array_filter( $hosts, 'is_string' ) : array();
	}
	return $hosts;
}

/**
 * An absolute http(s) URL's host (with its port, if any), as WordPress parses it; '' for anything else.
 *
 * @param string $url The URL.
 * @return string
 */
function phoenix_bionics_url_host( $url ) {
	$parts = wp_parse_url( str_replace( '\\', '/', $url ) );
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	return strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * Whether a link or form address is safe to print, read as a browser reads it (a backslash is a slash, so
 * `/\evil.example/` is another host): tel: or mailto:, a fragment or query of the page, a path on this site, or an
 * http(s) URL on an allowed host.
 *
 * @param string   $value The attribute's value as written (entities not yet decoded).
 * @param string[] $hosts The allowed hosts (see phoenix_bionics_allowed_hosts).
 * @return bool
 */
function phoenix_bionics_is_safe_url( $value, $hosts ) {
	$url = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	if ( 1 === preg_match( '/[\x00-\x20\x7f]/', $url ) ) {
		return false;
	}
	$url = str_replace( '\\', '/', $url );
	if ( 1 === preg_match( '/^(tel|mailto):[^\/]/i', $url ) || '' === $url || '#' === $url[0] || '?' === $url[0] ) {
		return true;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) ) {
		return false;
	}
	if ( ! isset( $parts['scheme'] ) && ! isset( $parts['host'] ) ) {
		// A path: on this site, unless it starts as another host's (`//`), which a browser reads as one.
		return 0 !== strpos( $url, '//' ) && false === strpos( (string) strtok( $url, '?#' ), ':' );
	}
	return in_array( phoenix_bionics_url_host( $url ), $hosts, true );
}
