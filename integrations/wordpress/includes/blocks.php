<?php
/**
 * One block per element (blocks/<name>/block.json, written from the element contract) and one shortcode: the
 * editor's script, the loader as each block's script (so it reaches the editor's iframe too), the settings of the
 * sidebar, and the wrapper that gives a block its alignment, class and anchor.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', 'phoenix_bionics_register_elements' );

/** Registers the scripts, the blocks and the shortcodes. */
function phoenix_bionics_register_elements() {
	phoenix_bionics_register_scripts();
	wp_register_script(
		'phoenix-bionics-editor',
		plugins_url( 'editor.js', PHOENIX_BIONICS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-server-side-render', 'wp-i18n' ),
		PHOENIX_BIONICS_VERSION,
		true
	);
	wp_set_script_translations( 'phoenix-bionics-editor', 'phoenix-bionics', plugin_dir_path( PHOENIX_BIONICS_FILE ) . 'languages' );
	foreach ( phoenix_bionics_elements() as $tag => $element ) {
		register_block_type(
			plugin_dir_path( PHOENIX_BIONICS_FILE ) . 'blocks/' . substr( $element['block'], strlen( 'phx/' ) ),
			array(
				'render_callback' => function ( $settings ) use ( $tag ) {
					return phoenix_bionics_render_block( $tag, is_array( $settings ) ? $settings : array() );
				},
			)
		);
	}
	phoenix_bionics_register_shortcodes();
}

add_action( 'enqueue_block_editor_assets', 'phoenix_bionics_editor_data' );

/** What the editor's script needs: the elements, the attributes the settings give, and the site's clinic. */
function phoenix_bionics_editor_data() {
	$data               = phoenix_bionics_data();
	$data['fixed']      = array_map( 'phoenix_bionics_fixed_attributes', array_combine( array_keys( $data['elements'] ), array_keys( $data['elements'] ) ) );
	$data['privileged'] = array();
	foreach ( $data['elements'] as $tag => $element ) {
		foreach ( $element['attributes'] as $name => $spec ) {
			if ( phoenix_bionics_is_privileged( $name, $spec ) ) {
				$data['privileged'][ $tag ][] = $name;
			}
		}
	}
	$data['clinic']    = phoenix_bionics_setting( 'clinic' );
	$data['configure'] = current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=phoenix-bionics' ) : '';
	wp_add_inline_script( 'phoenix-bionics-editor', 'window.phoenixBionics = ' . wp_json_encode( $data ) . ';', 'before' );
}

/**
 * A block: the element inside a wrapper that carries the block's alignment, extra class and anchor.
 *
 * @param string $tag      The element.
 * @param array  $settings The block's settings.
 * @return string
 */
function phoenix_bionics_render_block( $tag, $settings ) {
	$extra = array();
	if ( isset( $settings['anchor'] ) && '' !== $settings['anchor'] ) {
		$extra['id'] = sanitize_html_class( $settings['anchor'] );
	}
	$html = phoenix_bionics_render_element( $tag, $settings );
	return is_feed() ? $html : '<div ' . get_block_wrapper_attributes( $extra ) . '>' . $html . '</div>';
}
