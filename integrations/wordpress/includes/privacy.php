<?php
/**
 * What the elements send, and to whom, for the site's privacy policy (Settings › Privacy suggests it).
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'admin_init', 'phoenix_bionics_privacy_policy' );

/** Suggests the plugin's part of the privacy policy. */
function phoenix_bionics_privacy_policy() {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	$site = untrailingslashit( phoenix_bionics_setting( 'site_url' ) );
	$text = array(
		__( 'Pages with Phoenix Bionics elements (products, comparison, contact form, hand demo, clinic finder, whole site) load their code from the Phoenix Bionics site. The visitor’s browser then connects to that site, which receives the visitor’s IP address, browser details and the address of the page, as any web server does. The elements set no cookies; the contact form keeps a draft of what the visitor types in the browser’s session storage until it is sent.', 'phoenix-bionics' ),
		__( 'When a visitor sends the contact form, what they typed (name, e-mail address, phone number if given, inquiry type, subject and message), the address of the page and, if this site names a clinic, that clinic, are sent to the inquiry endpoint of the plugin’s settings (by default the Phoenix Bionics site), which stores them and passes them to the Phoenix Bionics team; to the clinic as well only if the visitor ticks the box that asks for it. The message may contain health information.', 'phoenix-bionics' ),
		__( 'This site itself asks the Phoenix Bionics site for the elements’ HTML, sending the elements’ settings and the address of the page, and no data about visitors.', 'phoenix-bionics' ),
		sprintf(
			/* translators: 1: the company's privacy notice, 2: its legal notice (addresses). */
			__( 'Phoenix Bionics’ privacy notice: %1$s. Its legal notice: %2$s.', 'phoenix-bionics' ),
			$site . '/privacy',
			$site . '/legal'
		),
	);
	wp_add_privacy_policy_content(
		__( 'Phoenix Bionics elements', 'phoenix-bionics' ),
		wp_kses_post( '<p>' . implode( '</p><p>', array_map( 'esc_html', $text ) ) . '</p>' )
	);
}
