<?php
/**
 * The hydration payload of the company site's answer, checked against its schema: the shape the browser's first
 * render reads (src/elements/runtime/payload.ts), the attributes asked for, and a company site on an allowed host.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The hydration payload's schema (src/elements/runtime/payload.ts): what the browser's first render repeats.
 *
 * @return array A schema for phoenix_bionics_matches_schema().
 */
function phoenix_bionics_payload_schema() {
	$strings = array(
		'type'       => 'object',
		'additional' => array( 'type' => 'string' ),
	);
	return array(
		'type'       => 'object',
		'required'   => array( 'facts', 'attributes', 'lang', 'styles', 'formatted' ),
		'properties' => array(
			'facts'      => array(
				'type'       => 'object',
				'required'   => array( 'href', 'origin', 'site', 'year', 'formKey' ),
				'properties' => array(
					'href'          => array( 'type' => array( 'string', 'null' ) ),
					'origin'        => array( 'type' => 'string' ),
					'site'          => array( 'type' => 'string' ),
					'year'          => array( 'type' => 'integer' ),
					'formKey'       => array( 'type' => 'string' ),
					'retentionDays' => array( 'type' => 'number' ),
				),
			),
			'attributes' => $strings,
			'lang'       => array( 'type' => 'string' ),
			'styles'     => array(
				'type'  => 'array',
				'items' => array( 'type' => 'string' ),
			),
			'formatted'  => array(
				'type'       => 'object',
				'additional' => $strings,
			),
			'snapshots'  => array(
				'type'       => 'object',
				'additional' => array( 'type' => 'any' ),
			),
		),
	);
}

/**
 * Whether a decoded JSON value matches a schema: `type` (one or a list of object, array, string, integer, number,
 * null, any), an object's `properties`, `required` and `additional` (the schema of other keys; none allowed when
 * absent), an array's `items`.
 *
 * @param mixed $value  The value (json_decode(…, true)).
 * @param array $schema The schema.
 * @return bool
 */
function phoenix_bionics_matches_schema( $value, $schema ) {
	$types = (array) $schema['type'];
	$type  = is_array( $value ) ? ( array() === $value || array_keys( $value ) !== range( 0, count( $value ) - 1 ) ? 'object' : 'array' ) : strtolower( gettype( $value ) );
	$map   = array(
		'string'  => 'string',
		'integer' => 'integer',
		'double'  => 'number',
		'null'    => 'null',
		'boolean' => 'boolean',
	);
	$type  = isset( $map[ $type ] ) ? $map[ $type ] : $type;
	// An empty JSON array and object decode alike; an integer is a number too.
	$fits = in_array( 'any', $types, true ) || in_array( $type, $types, true ) || ( 'integer' === $type && in_array( 'number', $types, true ) ) || ( array() === $value && in_array( 'array', $types, true ) );
	if ( ! $fits ) {
		return false;
	}
	if ( 'array' === $type && isset( $schema['items'] ) ) {
		foreach ( $value as $item ) {
			if ( ! phoenix_bionics_matches_schema( $item, $schema['items'] ) ) {
				return false;
			}
		}
	}
	if ( 'object' === $type && in_array( 'object', $types, true ) ) {
		$properties = isset( $schema['properties'] ) ? $schema['properties'] : array();
		foreach ( isset( $schema['required'] ) ? $schema['required'] : array() as $name ) {
			if ( ! array_key_exists( $name, $value ) ) {
				return false;
			}
		}
		foreach ( $value as $name => $item ) {
			$own = isset( $properties[ $name ] ) ? $properties[ $name ] : ( isset( $schema['additional'] ) ? $schema['additional'] : null );
			if ( null === $own || ! phoenix_bionics_matches_schema( $item, $own ) ) {
				return false;
			}
		}
	}
	return true;
}

/**
 * Whether the hydration payload is of its schema and repeats the attributes asked for, every one (the browser's
 * first render takes its attributes from it), and names the company site on an allowed host.
 *
 * @param string   $value      The attribute's value as written.
 * @param array    $attributes The attributes asked for.
 * @param string[] $hosts      The allowed hosts.
 * @return bool
 */
function phoenix_bionics_is_safe_payload( $value, $attributes, $hosts ) {
	$payload = json_decode( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
	if ( ! phoenix_bionics_matches_schema( $payload, phoenix_bionics_payload_schema() ) ) {
		return false;
	}
	$theirs = $payload['attributes'];
	ksort( $theirs );
	ksort( $attributes );
	return $theirs === $attributes && ( '' === $payload['facts']['site'] || phoenix_bionics_is_safe_url( $payload['facts']['site'], $hosts ) );
}
