<?php
/**
 * Trusts nothing remote: the company site's answer is printed only when it is exactly the kind of markup our
 * renderer writes (the element, its declarative shadow root, the tags and attributes of our sections, their styles
 * and the hydration payload), in the canonical form it writes it. Anything else refuses the whole answer: the
 * element is then printed bare, and the loader renders it.
 *
 * A checker, not a cleaner: what passes is printed byte for byte (hydration compares the browser's tree with its
 * own first render), except the element's start tag, which is the plugin's own.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The largest answer taken from the company site, in bytes (the largest element renders about 70 KB). */
define( 'PHOENIX_BIONICS_MAX_HTML', 512 * 1024 );

/**
 * The tags our render writes, with the attributes each may have beyond the global ones.
 *
 * @return array Tag => attribute names.
 */
function phoenix_bionics_allowed_tags() {
	$html  = array(
		'a'        => array( 'href', 'hreflang', 'rel', 'target', 'download' ),
		'button'   => array( 'type', 'disabled', 'popovertarget', 'popovertargetaction', 'name', 'value' ),
		'form'     => array( 'action', 'method', 'accept-charset', 'novalidate', 'autocomplete' ),
		'input'    => array( 'type', 'name', 'value', 'checked', 'required', 'maxlength', 'minlength', 'autocomplete', 'placeholder', 'disabled', 'readonly', 'pattern', 'min', 'max', 'step', 'inputmode', 'size', 'spellcheck', 'autocapitalize' ),
		'select'   => array( 'name', 'required', 'disabled', 'multiple', 'autocomplete', 'size' ),
		'option'   => array( 'value', 'selected', 'disabled', 'label' ),
		'optgroup' => array( 'label', 'disabled' ),
		'textarea' => array( 'name', 'rows', 'cols', 'required', 'maxlength', 'minlength', 'placeholder', 'autocomplete', 'disabled', 'readonly', 'spellcheck' ),
		'label'    => array( 'for' ),
		'output'   => array( 'for', 'name' ),
		'th'       => array( 'scope', 'colspan', 'rowspan', 'headers', 'abbr' ),
		'td'       => array( 'colspan', 'rowspan', 'headers' ),
		'col'      => array( 'span' ),
		'colgroup' => array( 'span' ),
		'details'  => array( 'open', 'name' ),
		'dialog'   => array( 'open' ),
		'ol'       => array( 'start', 'reversed', 'type' ),
		'li'       => array( 'value' ),
		'time'     => array( 'datetime' ),
		'data'     => array( 'value' ),
		'meter'    => array( 'value', 'min', 'max', 'low', 'high', 'optimum' ),
		'progress' => array( 'value', 'max' ),
		'template' => array( 'shadowrootmode' ),
		'style'    => array(),
	);
	$plain = 'abbr address article aside b bdi bdo blockquote br caption cite code dd del dfn div dl dt em fieldset figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr i ins kbd legend main mark menu nav p pre q s samp search section small span strong sub summary sup table tbody tfoot thead tr u ul var wbr';
	foreach ( explode( ' ', $plain ) as $tag ) {
		$html[ $tag ] = array();
	}
	return $html;
}

/**
 * The SVG tags our artwork and icons use (no <use>, <image>, <a>, <foreignObject>, <style> or <script>), and the
 * presentation attributes they may have.
 *
 * @return array `tags` and `attributes`.
 */
function phoenix_bionics_allowed_svg() {
	return array(
		'tags'       => explode( ' ', 'svg g path rect circle ellipse line polyline polygon defs title desc text tspan lineargradient radialgradient stop clippath mask symbol' ),
		'attributes' => explode( ' ', 'viewbox width height x y x1 y1 x2 y2 cx cy r rx ry d points fill fill-opacity fill-rule clip-rule clip-path mask stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset stroke-opacity stroke-miterlimit opacity transform xmlns preserveaspectratio focusable offset stop-color stop-opacity gradientunits gradienttransform font-size font-weight text-anchor dominant-baseline vector-effect pathlength' ),
	);
}

/** Elements without an end tag. */
define( 'PHOENIX_BIONICS_VOID_TAGS', array( 'br', 'col', 'hr', 'input', 'wbr' ) );

/**
 * Whether an attribute may stand on any of our tags: the global ones, aria-* and data-*.
 *
 * @param string $name The attribute, lower case.
 * @return bool
 */
function phoenix_bionics_is_global_attribute( $name ) {
	return in_array( $name, array( 'id', 'class', 'part', 'lang', 'dir', 'role', 'tabindex', 'title', 'hidden', 'popover', 'inert', 'translate', 'exportparts' ), true )
		|| 1 === preg_match( '/^(aria|data)-[a-z0-9-]+$/', $name );
}

/**
 * Whether a style sheet of our render can fetch or run nothing: no url(), @import, escapes or script-like parts.
 *
 * @param string $css The text of a <style> element.
 * @return bool
 */
function phoenix_bionics_is_safe_css( $css ) {
	return 0 === preg_match( '/\\\\|url\s*\(|image-set|image\s*\(|src\s*\(|@import|@font-face|expression\s*\(|javascript:|(?<![\w-])behavior\s*:|-moz-binding|<!--|-->|<\//i', $css );
}

/**
 * The company site's answer for an element, checked; '' when it is not the element our render writes.
 *
 * @param string $tag        The element asked for.
 * @param string $html       The answer.
 * @param array  $attributes The attributes asked for (name => value): the element is printed with these, and the
 *                           answer's form and hydration payload must send inquiries where they say.
 * @return string The element with the plugin's own start tag, or ''.
 */
function phoenix_bionics_checked_html( $tag, $html, $attributes ) {
	$html = rtrim( (string) $html );
	if ( strlen( $html ) > PHOENIX_BIONICS_MAX_HTML || ! preg_match( '/^<' . preg_quote( $tag, '/' ) . '(?: [^<>]*)?>/', $html, $start ) ) {
		return '';
	}
	$end = '</' . $tag . '>';
	if ( substr( $html, -strlen( $end ) ) !== $end ) {
		return '';
	}
	$inner = substr( $html, strlen( $start[0] ), -strlen( $end ) );
	if ( 0 !== strpos( $inner, '<template shadowrootmode="open">' ) || ! phoenix_bionics_is_safe_markup( $inner, $attributes ) ) {
		return '';
	}
	return phoenix_bionics_start_tag( $tag, $attributes ) . ' data-phx-ssr>' . $inner . $end;
}

/**
 * The element's start tag without its closing bracket: `<phx-x a="…"`.
 *
 * @param string $tag        The element.
 * @param array  $attributes Attribute name => value.
 * @return string
 */
function phoenix_bionics_start_tag( $tag, $attributes ) {
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html;
}

/**
 * Notes why an answer was refused (Test connection shows it), and refuses it.
 *
 * @param string|null $why What was wrong; null to read the last reason.
 * @return false|string False, or the last reason when reading.
 */
function phoenix_bionics_refuse( $why = null ) {
	static $last = '';
	if ( null === $why ) {
		return $last;
	}
	$last = $why;
	return false;
}

/**
 * Whether the inside of the element is markup our render writes: one declarative shadow root holding our tags in
 * canonical form (double-quoted attributes, single spaces, every element closed in order), React's empty comments,
 * styles that fetch nothing, links of safe schemes, and a form and payload that send inquiries where asked.
 *
 * @param string $markup     The inside of the element.
 * @param array  $attributes The attributes asked for.
 * @return bool
 */
function phoenix_bionics_is_safe_markup( $markup, $attributes ) {
	$html     = phoenix_bionics_allowed_tags();
	$svg      = phoenix_bionics_allowed_svg();
	$hosts    = phoenix_bionics_allowed_hosts( $attributes );
	$endpoint = isset( $attributes['endpoint'] ) ? $attributes['endpoint'] : null;
	$stack    = array();
	$in_svg   = 0;
	$template = 0;
	$at       = 0;
	$length   = strlen( $markup );
	while ( $at < $length ) {
		$next = strpos( $markup, '<', $at );
		if ( false === $next ) {
			break;
		}
		$at = $next;
		if ( preg_match( '/\G<!--[ $\/?!&]{0,3}-->/', $markup, $m, 0, $at ) ) {
			$at += strlen( $m[0] );
			continue;
		}
		if ( preg_match( '/\G<\/([a-zA-Z][a-zA-Z0-9-]*)>/', $markup, $m, 0, $at ) ) {
			$name = strtolower( $m[1] );
			if ( array() === $stack || array_pop( $stack ) !== $name ) {
				return phoenix_bionics_refuse( 'end tag out of order: ' . $name );
			}
			if ( 'svg' === $name ) {
				--$in_svg;
			}
			$at += strlen( $m[0] );
			continue;
		}
		if ( ! preg_match( '/\G<([a-zA-Z][a-zA-Z0-9-]*)((?: [a-zA-Z][a-zA-Z0-9_:.-]*(?:="[^"]*")?)*)(\/?)>/', $markup, $m, 0, $at ) ) {
			return phoenix_bionics_refuse( 'not a tag of canonical form at ' . substr( $markup, $at, 40 ) );
		}
		$at  += strlen( $m[0] );
		$name = strtolower( $m[1] );
		$own  = $in_svg ? ( in_array( $name, $svg['tags'], true ) ? $svg['attributes'] : null ) : ( isset( $html[ $name ] ) ? $html[ $name ] : ( 'svg' === $name ? $svg['attributes'] : null ) );
		// Inside <svg> only SVG's tags (an HTML tag there would break out of it, a <style> there is not text).
		if ( null === $own || ( 'template' === $name && ( 0 !== $template++ || array() !== $stack ) ) ) {
			return phoenix_bionics_refuse( 'tag not allowed here: ' . $name );
		}
		preg_match_all( '/ ([a-zA-Z][a-zA-Z0-9_:.-]*)(?:="([^"]*)")?/', $m[2], $found, PREG_SET_ORDER );
		foreach ( $found as $attribute ) {
			$key   = strtolower( $attribute[1] );
			$value = isset( $attribute[2] ) ? $attribute[2] : '';
			if ( ! in_array( $key, $own, true ) && ! phoenix_bionics_is_global_attribute( $key ) ) {
				return phoenix_bionics_refuse( 'attribute not allowed: ' . $name . ' ' . $key );
			}
			if ( in_array( $key, array( 'href', 'action' ), true ) && ! phoenix_bionics_is_safe_url( $value, $hosts ) ) {
				return phoenix_bionics_refuse( 'address not allowed: ' . $value );
			}
			if ( 'template' === $name && 'open' !== $value ) {
				return phoenix_bionics_refuse( 'template not an open shadow root' );
			}
			// Inquiries go where the plugin says (a search form, to the page itself): not to an address only the answer names.
			if ( 'action' === $key && '' !== $value && html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) !== $endpoint ) {
				return phoenix_bionics_refuse( 'form sends elsewhere: ' . $value );
			}
			if ( 'data-phx-payload' === $key && ! phoenix_bionics_is_safe_payload( $value, $attributes, $hosts ) ) {
				return phoenix_bionics_refuse( 'payload not of its schema, or not of the attributes asked for' );
			}
		}
		$closed = '/' === $m[3];
		if ( $closed && ! $in_svg && ! in_array( $name, PHOENIX_BIONICS_VOID_TAGS, true ) ) {
			return phoenix_bionics_refuse( 'self-closed HTML tag: ' . $name );
		}
		if ( 'style' === $name || 'textarea' === $name ) {
			// Raw text up to the end tag: a style sheet that fetches nothing, or a textarea's text.
			$close = strpos( $markup, '</' . $name . '>', $at );
			if ( false === $close ) {
				return phoenix_bionics_refuse( 'unclosed ' . $name );
			}
			$text = substr( $markup, $at, $close - $at );
			if ( 'style' === $name ? ! phoenix_bionics_is_safe_css( $text ) : false !== strpos( $text, '<' ) ) {
				return phoenix_bionics_refuse( 'unsafe text in ' . $name );
			}
			$at = $close + strlen( $name ) + 3;
			continue;
		}
		if ( ! $closed && ! in_array( $name, PHOENIX_BIONICS_VOID_TAGS, true ) ) {
			$stack[] = $name;
			if ( 'svg' === $name ) {
				++$in_svg;
			}
		}
	}
	return ( array() === $stack && 1 === $template ) || phoenix_bionics_refuse( 'unclosed tags or no shadow root' );
}
