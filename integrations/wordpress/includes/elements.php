<?php
/**
 * The elements the plugin offers and their attributes, as generated from the element contract (elements.json), and
 * the attributes an element is printed with: who may set which, and what the site's settings fill in.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The contents of elements.json: `languages`, `company`, `clinics` and `elements` (tag => block, title,
 * description, attributes).
 *
 * @return array
 */
function phoenix_bionics_data() {
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
		$data += array(
			'company' => array(
				'name'      => 'Phoenix Bionics',
				'phone'     => '',
				'phoneHref' => '',
			),
			'clinics' => array(),
		);
	}
	return $data;
}

/**
 * The elements: tag => block, title, description, attributes.
 *
 * @return array
 */
function phoenix_bionics_elements() {
	return phoenix_bionics_data()['elements'];
}

/**
 * The element's language for the site's locale: de_DE gives de; a locale phx does not speak gives en.
 *
 * @param string $locale A WordPress locale such as de_DE; default: the site's.
 * @return string
 */
function phoenix_bionics_language( $locale = '' ) {
	$locale  = '' === $locale ? get_locale() : $locale;
	$primary = strtolower( (string) preg_replace( '/[-_].*$/', '', (string) $locale ) );
	return in_array( $primary, phoenix_bionics_data()['languages'], true ) ? $primary : 'en';
}

/**
 * Whether an attribute changes where a visitor's data goes or where code and links lead: the inquiry endpoint, the
 * company site, any other address, and the clinic that receives a request. Those come from the settings page only
 * (manage_options), never from content: whoever wrote a block, a shortcode or a synced pattern.
 *
 * @param string $name The attribute.
 * @param array  $spec Its entry in elements.json.
 * @return bool
 */
function phoenix_bionics_is_privileged( $name, $spec ) {
	return 'clinic' === $name || in_array( $spec['kind'], array( 'endpoint', 'url' ), true );
}

/**
 * Attributes the plugin decides alone, by element: WordPress routes no sub-address (/hands/about) to a page, so the
 * whole site keeps its pages after the # of the page's own address, and has no base path.
 *
 * @param string $tag The element.
 * @return array Attribute name => value ('' drops the attribute).
 */
function phoenix_bionics_fixed_attributes( $tag ) {
	return 'phx-router' === $tag ? array(
		'mode' => 'hash',
		'base' => '',
	) : array();
}

/**
 * The attributes an element is printed with: the given ones it has (by attribute name, as in a shortcode, or by its
 * block setting's name), empty ones left out; never a privileged one (the settings give those); the fixed ones; and
 * the site's language, company site, inquiry endpoint and clinic.
 *
 * @param string $tag   An element of elements.json.
 * @param array  $given Attribute or setting name => value.
 * @return array `attributes` (name => value) and `ignored` (names left out, and why: 'privileged' or 'fixed').
 */
function phoenix_bionics_element_attributes( $tag, $given ) {
	$elements = phoenix_bionics_elements();
	$result   = array(
		'attributes' => array(),
		'ignored'    => array(),
	);
	if ( ! isset( $elements[ $tag ] ) ) {
		return $result;
	}
	$own   = $elements[ $tag ]['attributes'];
	$fixed = phoenix_bionics_fixed_attributes( $tag );
	foreach ( $own as $name => $spec ) {
		foreach ( array( $name, $spec['setting'] ) as $key ) {
			if ( ! isset( $given[ $key ] ) || ! is_scalar( $given[ $key ] ) || '' === trim( (string) $given[ $key ] ) ) {
				continue;
			}
			$value = trim( (string) $given[ $key ] );
			if ( isset( $fixed[ $name ] ) ) {
				if ( $value !== $fixed[ $name ] ) {
					$result['ignored'][ $name ] = 'fixed';
				}
			} elseif ( phoenix_bionics_is_privileged( $name, $spec ) ) {
				$result['ignored'][ $name ] = 'privileged';
			} else {
				$result['attributes'][ $name ] = $value;
			}
		}
	}
	$attributes = &$result['attributes'];
	foreach ( $fixed as $name => $value ) {
		if ( '' !== $value ) {
			$attributes[ $name ] = $value;
		}
	}
	if ( isset( $own['lang'] ) && ! isset( $attributes['lang'] ) ) {
		$attributes['lang'] = phoenix_bionics_language();
	}
	if ( isset( $own['endpoint'] ) ) {
		$attributes['endpoint'] = phoenix_bionics_setting( 'endpoint' );
	}
	if ( isset( $own['clinic'] ) && '' !== phoenix_bionics_setting( 'clinic' ) ) {
		$attributes['clinic'] = phoenix_bionics_setting( 'clinic' );
	}
	// The whole site's links stay on this page; an element's lead to the company site.
	if ( 'phx-router' !== $tag && isset( $own['site-url'] ) ) {
		$attributes['site-url'] = phoenix_bionics_setting( 'site_url' );
	}
	ksort( $attributes );
	return $result;
}
