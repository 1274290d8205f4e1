<?php
/**
 * The elements the plugin offers and their attributes, as generated from the element contract (elements.json).
 *
 * @package phx
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The contents of elements.json: `languages` and `elements` (tag => block, title, description, attributes).
 *
 * @return array
 */
function phx_elements() {
	static $data = null;
	if ( null === $data ) {
		$json = file_get_contents( dirname( __DIR__ ) . '/elements.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || ! isset( $data['elements'], $data['languages'] ) ) {
			$data = array(
				'languages' => array( 'en' ),
				'elements'  => array(),
			);
		}
	}
	return $data;
}

/**
 * The element's language for the site's locale: de_DE gives de; a locale phx does not speak gives en.
 *
 * @param string $locale A WordPress locale such as de_DE; default: the site's.
 * @return string
 */
function phx_language( $locale = '' ) {
	$locale  = '' === $locale ? get_locale() : $locale;
	$primary = strtolower( (string) preg_replace( '/[-_].*$/', '', (string) $locale ) );
	return in_array( $primary, phx_elements()['languages'], true ) ? $primary : 'en';
}

/**
 * The attributes an element is printed with: the given ones it has (by attribute name, as in a shortcode, or by
 * its block setting's name), empty ones left out, and the site's defaults for language, company site and endpoint.
 *
 * @param string $tag   An element of elements.json.
 * @param array  $given Attribute or setting name => value.
 * @return array Attribute name => value.
 */
function phx_element_attributes( $tag, $given ) {
	$elements = phx_elements()['elements'];
	if ( ! isset( $elements[ $tag ] ) ) {
		return array();
	}
	$attributes = array();
	foreach ( $elements[ $tag ]['attributes'] as $name => $spec ) {
		foreach ( array( $name, $spec['setting'] ) as $key ) {
			if ( isset( $given[ $key ] ) && is_scalar( $given[ $key ] ) && '' !== trim( (string) $given[ $key ] ) ) {
				$attributes[ $name ] = trim( (string) $given[ $key ] );
			}
		}
	}
	$own = $elements[ $tag ]['attributes'];
	if ( isset( $own['lang'] ) && ! isset( $attributes['lang'] ) ) {
		$attributes['lang'] = phx_language();
	}
	if ( isset( $own['endpoint'] ) && ! isset( $attributes['endpoint'] ) ) {
		$attributes['endpoint'] = phx_setting( 'endpoint' );
	}
	// WordPress sends no sub-address (/hands/about) to the page: the whole site keeps its pages in the fragment.
	if ( 'phx-router' === $tag && ! isset( $attributes['mode'] ) ) {
		$attributes['mode'] = 'hash';
	}
	// The whole site's links stay on this page; an element's lead to the company site.
	if ( 'phx-router' !== $tag && isset( $own['site-url'] ) && ! isset( $attributes['site-url'] ) ) {
		$attributes['site-url'] = phx_setting( 'site_url' );
	}
	return $attributes;
}
