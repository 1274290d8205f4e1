<?php
/**
 * The settings (Settings › Phoenix Bionics): the company site's URL, the bundle's URL, the inquiry endpoint and the
 * clinic this site is. Empty address fields mean the defaults, which all follow from the company site's URL.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PHOENIX_BIONICS_DEFAULT_SITE_URL', 'https://phoenix-bionics.example' );

/**
 * The address settings: name => label.
 *
 * @return array
 */
function phoenix_bionics_address_settings() {
	return array(
		'site_url'   => __( 'Company site URL', 'phoenix-bionics' ),
		'bundle_url' => __( 'Bundle URL (phx.js)', 'phoenix-bionics' ),
		'endpoint'   => __( 'Inquiry endpoint', 'phoenix-bionics' ),
	);
}

/**
 * A setting's default: everything lives on the company site unless told otherwise; no clinic.
 *
 * @param string $name site_url, bundle_url, endpoint or clinic.
 * @return string
 */
function phoenix_bionics_setting_default( $name ) {
	if ( 'site_url' === $name ) {
		return PHOENIX_BIONICS_DEFAULT_SITE_URL;
	}
	if ( 'clinic' === $name ) {
		return '';
	}
	$site = untrailingslashit( phoenix_bionics_setting( 'site_url' ) );
	return 'bundle_url' === $name ? phoenix_bionics_default_bundle( $site ) : $site . '/api/inquiries';
}

/**
 * A setting's value, or its default when it is empty.
 *
 * @param string $name site_url, bundle_url, endpoint or clinic.
 * @return string
 */
function phoenix_bionics_setting( $name ) {
	$value = trim( (string) get_option( 'phoenix_bionics_' . $name, '' ) );
	return '' === $value ? phoenix_bionics_setting_default( $name ) : $value;
}

/**
 * Whether addresses must be https: on a production site (WP_ENVIRONMENT_TYPE), a visitor's inquiry and the code
 * the page loads never travel unencrypted.
 *
 * @return bool
 */
function phoenix_bionics_https_only() {
	return 'production' === wp_get_environment_type();
}

/**
 * An address setting as saved: empty, or an http(s) URL (https only in production); anything else is refused with
 * a message and the previous value kept.
 *
 * @param string $name  The setting.
 * @param mixed  $value What was submitted.
 * @return string
 */
function phoenix_bionics_sanitize_address( $name, $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return '';
	}
	$url    = esc_url_raw( $value, array( 'http', 'https' ) );
	$scheme = (string) wp_parse_url( $url, PHP_URL_SCHEME );
	$ok     = '' !== $url && ( 'https' === $scheme || ( 'http' === $scheme && ! phoenix_bionics_https_only() ) );
	if ( $ok ) {
		return $url;
	}
	add_settings_error(
		'phoenix_bionics_' . $name,
		'phoenix_bionics_' . $name,
		sprintf(
			/* translators: %s: the field's label, such as "Inquiry endpoint". */
			__( '%s: only an https:// address is accepted on a production site; the previous value is kept.', 'phoenix-bionics' ),
			phoenix_bionics_address_settings()[ $name ]
		)
	);
	return (string) get_option( 'phoenix_bionics_' . $name, '' );
}

/**
 * The clinic setting as saved: a clinic of the list, or none.
 *
 * @param mixed $value What was submitted.
 * @return string
 */
function phoenix_bionics_sanitize_clinic( $value ) {
	$value = sanitize_key( (string) $value );
	return in_array( $value, wp_list_pluck( phoenix_bionics_data()['clinics'], 'id' ), true ) ? $value : '';
}

add_action( 'admin_init', 'phoenix_bionics_register_settings' );

/** Registers the settings and their fields. */
function phoenix_bionics_register_settings() {
	add_settings_section( 'phoenix_bionics_main', '', '__return_false', 'phoenix-bionics' );
	foreach ( phoenix_bionics_address_settings() as $name => $label ) {
		register_setting(
			'phoenix_bionics',
			'phoenix_bionics_' . $name,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => function ( $value ) use ( $name ) {
					return phoenix_bionics_sanitize_address( $name, $value );
				},
			)
		);
		add_settings_field(
			'phoenix_bionics_' . $name,
			$label,
			'phoenix_bionics_address_field',
			'phoenix-bionics',
			'phoenix_bionics_main',
			array(
				'label_for' => 'phoenix_bionics_' . $name,
				'name'      => $name,
			)
		);
	}
	register_setting(
		'phoenix_bionics',
		'phoenix_bionics_clinic',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'phoenix_bionics_sanitize_clinic',
		)
	);
	add_settings_field(
		'phoenix_bionics_clinic',
		__( 'This site is the clinic', 'phoenix-bionics' ),
		'phoenix_bionics_clinic_field',
		'phoenix-bionics',
		'phoenix_bionics_main',
		array( 'label_for' => 'phoenix_bionics_clinic' )
	);
	register_setting(
		'phoenix_bionics',
		'phoenix_bionics_keep_days',
		array(
			'type'              => 'integer',
			'default'           => 0,
			'sanitize_callback' => 'phoenix_bionics_sanitize_keep_days',
		)
	);
	add_settings_field(
		'phoenix_bionics_keep_days',
		__( 'Keep elements no page showed for (days)', 'phoenix-bionics' ),
		'phoenix_bionics_keep_days_field',
		'phoenix-bionics',
		'phoenix_bionics_main',
		array( 'label_for' => 'phoenix_bionics_keep_days' )
	);
}

/**
 * The days setting as saved: 1 to 365, or 0 for the default.
 *
 * @param mixed $value What was submitted.
 * @return int
 */
function phoenix_bionics_sanitize_keep_days( $value ) {
	$days = absint( $value );
	return $days <= 365 ? $days : 365;
}

/** How long a rendered element no page showed is kept; its placeholder shows the default. */
function phoenix_bionics_keep_days_field() {
	$days = (int) get_option( 'phoenix_bionics_keep_days', 0 );
	printf(
		'<input type="number" class="small-text" min="1" max="365" id="phoenix_bionics_keep_days" name="phoenix_bionics_keep_days" value="%1$s" placeholder="%2$s">',
		esc_attr( $days > 0 ? (string) $days : '' ),
		esc_attr( (string) PHOENIX_BIONICS_KEEP_DAYS )
	);
	echo '<p class="description">' . esc_html__( 'Each element a page shows is kept, so that pages never wait for the company site. Elements no page showed for this many days are dropped.', 'phoenix-bionics' ) . '</p>';
}

/**
 * One address field; its placeholder shows the default an empty field stands for.
 *
 * @param array $args The field's name.
 */
function phoenix_bionics_address_field( $args ) {
	$name = $args['name'];
	printf(
		'<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="%3$s">',
		esc_attr( 'phoenix_bionics_' . $name ),
		esc_attr( (string) get_option( 'phoenix_bionics_' . $name, '' ) ),
		esc_attr( phoenix_bionics_setting_default( $name ) )
	);
}

/** The clinic this site belongs to: its elements' requests name it, and the finder shows it alone. */
function phoenix_bionics_clinic_field() {
	$current = phoenix_bionics_setting( 'clinic' );
	echo '<select id="phoenix_bionics_clinic" name="phoenix_bionics_clinic">';
	printf( '<option value="">%s</option>', esc_html__( 'None (the company site itself, or not a partner clinic)', 'phoenix-bionics' ) );
	foreach ( phoenix_bionics_data()['clinics'] as $clinic ) {
		printf(
			'<option value="%1$s"%2$s>%3$s</option>',
			esc_attr( $clinic['id'] ),
			selected( $current, $clinic['id'], false ),
			esc_html( $clinic['name'] . ' (' . $clinic['city'] . ')' )
		);
	}
	echo '</select>';
	echo '<p class="description">' . esc_html__( 'Requests sent from this site’s contact forms and product pages name this clinic; a patient who ticks the box also sends the request to it.', 'phoenix-bionics' ) . '</p>';
}
