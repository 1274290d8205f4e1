<?php
/**
 * The shortcodes, [phx-contact inquiry="consultation"] and the like: attributes written with curly quotes (a word
 * processor's, or the visual editor's) read as straight ones, and an unknown [phx-…] shortcode prints nothing to
 * visitors and a notice to those who can edit the post.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Registers one shortcode per element. */
function phoenix_bionics_register_shortcodes() {
	foreach ( array_keys( phoenix_bionics_elements() ) as $tag ) {
		add_shortcode(
			$tag,
			function ( $atts ) use ( $tag ) {
				return phoenix_bionics_render_element( $tag, is_array( $atts ) ? $atts : array() );
			}
		);
	}
}

/**
 * A shortcode's attribute text with curly quotes, as typed or as entities, made straight.
 *
 * @param string $text The attributes as written between the shortcode's name and its closing bracket.
 * @return string
 */
function phoenix_bionics_straight_quotes( $text ) {
	$curly = array( '“', '”', '„', '″', '«', '»', '&#8220;', '&#8221;', '&#8222;', '&#8243;', '&ldquo;', '&rdquo;', '&bdquo;', '&quot;' );
	$text  = str_replace( $curly, '"', $text );
	return str_replace( array( '‘', '’', '‚', '′', '&#8216;', '&#8217;', '&#8218;', '&#8242;', '&lsquo;', '&rsquo;', '&#039;' ), "'", $text );
}

add_filter( 'pre_do_shortcode_tag', 'phoenix_bionics_shortcode_with_straight_quotes', 10, 4 );

/**
 * Renders our shortcodes from their attribute text with straight quotes (WordPress has parsed `“…”` as part of the
 * value, or split a value with spaces into several).
 *
 * @param false|string $output What to print instead of running the shortcode; false to run it.
 * @param string       $tag    The shortcode.
 * @param array|string $attr   Its attributes as WordPress parsed them.
 * @param array        $m      The match: $m[3] is the attribute text.
 * @return false|string
 */
function phoenix_bionics_shortcode_with_straight_quotes( $output, $tag, $attr, $m ) {
	if ( false !== $output || ! isset( phoenix_bionics_elements()[ $tag ], $m[3] ) ) {
		return $output;
	}
	$text = phoenix_bionics_straight_quotes( $m[3] );
	if ( $text === $m[3] ) {
		return $output;
	}
	$parsed = shortcode_parse_atts( $text );
	return $m[1] . phoenix_bionics_render_element( $tag, is_array( $parsed ) ? $parsed : array() ) . $m[6];
}

add_filter( 'the_content', 'phoenix_bionics_unknown_shortcodes', 12 );
add_filter( 'widget_text_content', 'phoenix_bionics_unknown_shortcodes', 12 );
add_filter( 'widget_block_content', 'phoenix_bionics_unknown_shortcodes', 12 );

/**
 * After WordPress ran the shortcodes it knows: what is left of a [phx-…] shortcode is one it does not (a typo, or
 * an element the plugin does not offer). Visitors see nothing of it; whoever can edit the post, a notice.
 *
 * @param string $content The content.
 * @return string
 */
function phoenix_bionics_unknown_shortcodes( $content ) {
	if ( false === strpos( (string) $content, '[phx-' ) ) {
		return $content;
	}
	$post   = get_post();
	$editor = $post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_theme_options' );
	return (string) preg_replace_callback(
		'/(\[?)\[(phx-[^\s\]\/]*)([^\]]*)\](?:(.*?)\[\/\2\])?(\]?)/s',
		function ( $m ) use ( $editor ) {
			// [[phx-x]] is the shortcode's text, written on purpose.
			if ( '[' === $m[1] && ']' === $m[5] ) {
				return substr( $m[0], 1, -1 );
			}
			if ( ! $editor ) {
				return $m[1] . $m[5];
			}
			$known = implode( ', ', array_map( 'phoenix_bionics_shortcode_name', array_keys( phoenix_bionics_elements() ) ) );
			return $m[1] . '<p class="phoenix-bionics-notice" role="note"><strong>' . esc_html(
				sprintf(
					/* translators: 1: the shortcode as written, such as [phx-prodcuts], 2: the shortcodes there are. */
					__( 'Only editors see this: %1$s is not a Phoenix Bionics shortcode, so visitors see nothing here. The shortcodes are %2$s.', 'phoenix-bionics' ),
					'[' . $m[2] . ']',
					$known
				)
			) . '</strong></p>' . $m[5];
		},
		$content
	);
}

/**
 * A shortcode as written: `[phx-contact]`.
 *
 * @param string $tag The element.
 * @return string
 */
function phoenix_bionics_shortcode_name( $tag ) {
	return '[' . $tag . ']';
}
