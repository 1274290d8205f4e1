<?php
/**
 * Prints an element with its prerendered HTML (a declarative shadow root) from the company site, cached with
 * transients, and enqueues the loader once per page; the content reads before any script and hydrates in place.
 *
 * @package phx
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long a rendered element is kept: the company's bundle and its markup change together within this time. */
define( 'PHX_RENDER_TTL', HOUR_IN_SECONDS );

/** How long a failed render waits before it is asked for again (the last good copy is shown meanwhile). */
define( 'PHX_RETRY_TTL', MINUTE_IN_SECONDS );

/**
 * The element as HTML: rendered by the company site when it can be, else the bare tag (the loader renders it).
 *
 * @param string $tag   An element of elements.json.
 * @param array  $given Attribute or block setting name => value.
 * @return string
 */
function phx_render_element( $tag, $given ) {
	if ( ! isset( phx_elements()['elements'][ $tag ] ) ) {
		return '';
	}
	phx_enqueue_loader();
	$attributes = phx_element_attributes( $tag, $given );
	$query      = $attributes;
	if ( 'phx-router' === $tag ) {
		// The whole site shows the page of this address.
		$query['url'] = phx_current_url();
	}
	$html = phx_rendered_html( $tag, $query );
	return '' === $html ? phx_bare_tag( $tag, $attributes ) : $html;
}

/**
 * The company site's rendering of the element, from the cache when it is there; '' when there is none yet.
 *
 * @param string $tag   The element.
 * @param array  $query Its attributes, and `url` for the whole site.
 * @return string
 */
function phx_rendered_html( $tag, $query ) {
	$url  = add_query_arg( rawurlencode_deep( $query ), untrailingslashit( phx_setting( 'site_url' ) ) . '/api/elements/' . $tag );
	$key  = 'phx_el_' . md5( $url . '|' . PHX_PLUGIN_VERSION );
	$html = get_transient( $key );
	if ( is_string( $html ) ) {
		return $html;
	}
	$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
	$body     = is_wp_error( $response ) ? '' : (string) wp_remote_retrieve_body( $response );
	// 404 is the whole site's not-found page: an answer to show like any other.
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( in_array( $status, array( 200, 404 ), true ) && phx_is_element_html( $tag, $body ) ) {
		set_transient( $key, $body, PHX_RENDER_TTL );
		update_option( $key . '_last', $body, false );
		return $body;
	}
	// The company site is away: its last good answer if there is one; either way, not asked again at every view.
	$last = (string) get_option( $key . '_last', '' );
	set_transient( $key, $last, PHX_RETRY_TTL );
	return $last;
}

/**
 * Whether the answer is the element itself (not an error page of the company site or of a proxy before it).
 *
 * @param string $tag  The element.
 * @param string $html The answer.
 * @return bool
 */
function phx_is_element_html( $tag, $html ) {
	return 0 === strpos( $html, '<' . $tag . ' ' ) && '</' . $tag . '>' === substr( rtrim( $html ), -strlen( '</' . $tag . '>' ) );
}

/**
 * The element without its HTML: the loader renders it once its code arrives.
 *
 * @param string $tag        The element.
 * @param array  $attributes Attribute name => value.
 * @return string
 */
function phx_bare_tag( $tag, $attributes ) {
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . '></' . $tag . '>';
}

/**
 * The address of the page being served, without its query.
 *
 * @return string
 */
function phx_current_url() {
	$target = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- esc_url_raw is the sanitizer.
	// The path alone: a query would make a cache entry of every link anyone invents (the script reads it anyway).
	$path = (string) strtok( $target, '?#' );
	$home = wp_parse_url( home_url() );
	$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
	return $home['scheme'] . '://' . $home['host'] . $port . $path;
}

/** Enqueues the loader; WordPress prints it once however many elements the page has. */
function phx_enqueue_loader() {
	wp_enqueue_script( 'phx-loader', phx_setting( 'bundle_url' ), array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the bundle names its own versions.
}

add_filter( 'script_loader_tag', 'phx_loader_tag', 10, 3 );

/**
 * The loader is a module script (phx.classic.js, a classic one, is loaded deferred).
 *
 * @param string $html   The script tag WordPress made.
 * @param string $handle Its handle.
 * @param string $src    Its URL.
 * @return string
 */
function phx_loader_tag( $html, $handle, $src ) {
	if ( 'phx-loader' !== $handle ) {
		return $html;
	}
	$type = preg_match( '/\.classic\.js(\?|$)/', $src ) ? 'defer' : 'type="module"';
	return '<script ' . $type . ' src="' . esc_url( $src ) . '" id="phx-loader-js"></script>' . "\n";
}

add_filter( 'no_texturize_tags', 'phx_no_texturize_tags' );

/**
 * Block output passes wptexturize: curly quotes inside an element would differ from what its script renders.
 *
 * @param string[] $tags Elements whose text wptexturize leaves alone.
 * @return string[]
 */
function phx_no_texturize_tags( $tags ) {
	return array_merge( $tags, array_keys( phx_elements()['elements'] ) );
}
