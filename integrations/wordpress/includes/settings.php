<?php
/**
 * Settings › Phoenix Bionics: the company site's URL, the bundle's URL and the inquiry endpoint.
 * Empty fields mean the defaults, which all follow from the company site's URL.
 *
 * @package phx
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PHX_DEFAULT_SITE_URL', 'https://phoenix-bionics.example' );

/**
 * The settings: option name suffix => label.
 *
 * @return array
 */
function phx_settings() {
	return array(
		'site_url'   => 'Company site URL',
		'bundle_url' => 'Bundle URL (phx.js)',
		'endpoint'   => 'Inquiry endpoint',
	);
}

/**
 * A setting's default: everything lives on the company site unless told otherwise.
 *
 * @param string $name site_url, bundle_url or endpoint.
 * @return string
 */
function phx_setting_default( $name ) {
	if ( 'site_url' === $name ) {
		return PHX_DEFAULT_SITE_URL;
	}
	$site = untrailingslashit( phx_setting( 'site_url' ) );
	return 'bundle_url' === $name ? $site . '/phx/phx.js' : $site . '/api/inquiries';
}

/**
 * A setting's value, or its default when it is empty.
 *
 * @param string $name site_url, bundle_url or endpoint.
 * @return string
 */
function phx_setting( $name ) {
	$value = trim( (string) get_option( 'phx_' . $name, '' ) );
	return '' === $value ? phx_setting_default( $name ) : $value;
}

add_action( 'admin_init', 'phx_register_settings' );

/** Registers the settings and their fields. */
function phx_register_settings() {
	add_settings_section( 'phx_main', '', '__return_false', 'phx' );
	foreach ( phx_settings() as $name => $label ) {
		register_setting(
			'phx',
			'phx_' . $name,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => 'esc_url_raw',
			)
		);
		add_settings_field(
			'phx_' . $name,
			$label,
			'phx_settings_field',
			'phx',
			'phx_main',
			array(
				'label_for' => 'phx_' . $name,
				'name'      => $name,
			)
		);
	}
}

/**
 * One URL field; its placeholder shows the default an empty field stands for.
 *
 * @param array $args The field's name.
 */
function phx_settings_field( $args ) {
	$name = $args['name'];
	printf(
		'<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="%3$s">',
		esc_attr( 'phx_' . $name ),
		esc_attr( (string) get_option( 'phx_' . $name, '' ) ),
		esc_attr( phx_setting_default( $name ) )
	);
}

add_action( 'admin_menu', 'phx_settings_menu' );

/** Settings › Phoenix Bionics. */
function phx_settings_menu() {
	add_options_page( 'Phoenix Bionics', 'Phoenix Bionics', 'manage_options', 'phx', 'phx_settings_page' );
}

/** The settings page. */
function phx_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<p>' . esc_html( 'Leave a field empty for its default. The elements speak the site\'s language (Settings › General), English where phx does not speak it.' ) . '</p>';
	echo '<form action="options.php" method="post">';
	settings_fields( 'phx' );
	do_settings_sections( 'phx' );
	submit_button();
	echo '</form></div>';
}
