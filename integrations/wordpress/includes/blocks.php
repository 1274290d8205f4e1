<?php
/**
 * One block and one shortcode per element: [phx-contact inquiry="consultation"] or the block "Phoenix contact form",
 * each attribute of the element a block setting. Both print the element on the server, past kses and wpautop.
 *
 * @package phx
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', 'phx_register_elements' );

/** Registers the blocks, their editor script and the shortcodes. */
function phx_register_elements() {
	$data = phx_elements();
	wp_register_script(
		'phx-blocks',
		plugins_url( 'editor.js', PHX_PLUGIN_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-server-side-render' ),
		PHX_PLUGIN_VERSION,
		true
	);
	wp_add_inline_script( 'phx-blocks', 'window.phxElements = ' . wp_json_encode( $data ) . ';', 'before' );
	foreach ( $data['elements'] as $tag => $element ) {
		$attributes = array();
		foreach ( $element['attributes'] as $spec ) {
			$attributes[ $spec['setting'] ] = array(
				'type'    => 'string',
				'default' => '',
			);
		}
		register_block_type(
			$element['block'],
			array(
				'api_version'     => 2,
				'title'           => $element['title'],
				'description'     => $element['description'],
				'category'        => 'embed',
				'attributes'      => $attributes,
				'editor_script'   => 'phx-blocks',
				'render_callback' => function ( $settings ) use ( $tag ) {
					return phx_render_element( $tag, is_array( $settings ) ? $settings : array() );
				},
			)
		);
		add_shortcode(
			$tag,
			function ( $atts ) use ( $tag ) {
				return phx_render_element( $tag, is_array( $atts ) ? $atts : array() );
			}
		);
	}
}

add_action( 'enqueue_block_editor_assets', 'phx_enqueue_loader' );
