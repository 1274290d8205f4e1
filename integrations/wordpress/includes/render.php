<?php
/**
 * Prints an element with its prerendered HTML (a declarative shadow root) from the company site, or bare with a
 * fallback a visitor can use when there is none; enqueues the loader once per page, and the plugin's own small
 * script that tells a visitor when the loader could not load. Feeds get a plain link instead.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The element as HTML: rendered by the company site when a copy is kept or comes in time, else bare with its
 * fallback (the loader renders it once its code arrives). Attributes that content may not set are left out, with an
 * HTML comment saying why, and a notice that whoever may edit the post sees.
 *
 * @param string $tag   An element of elements.json.
 * @param array  $given Attribute or block setting name => value.
 * @return string
 */
function phoenix_bionics_render_element( $tag, $given ) {
	$elements = phoenix_bionics_elements();
	if ( ! isset( $elements[ $tag ] ) ) {
		return '';
	}
	if ( is_feed() ) {
		return phoenix_bionics_feed_link( $elements[ $tag ]['title'] );
	}
	$read       = phoenix_bionics_element_attributes( $tag, $given );
	$attributes = $read['attributes'];
	$notes      = '';
	foreach ( $read['ignored'] as $name => $why ) {
		$note   = phoenix_bionics_ignored_note( $tag, $name, $why );
		$notes .= '<!-- ' . esc_html( $note ) . " -->\n";
		// The block editor says it beside the block (editor.js); a page says it to whoever may edit it.
		if ( ! phoenix_bionics_is_preview_request() && phoenix_bionics_may_edit_here() ) {
			$notes .= '<p class="phoenix-bionics-notice" role="note"><strong>' . esc_html( $note ) . "</strong></p>\n";
		}
	}
	// The whole site shows the page of this post's own address (its pages follow the # in the browser).
	$url  = 'phx-router' === $tag ? phoenix_bionics_page_url() : '';
	$html = phoenix_bionics_html( phoenix_bionics_request( $tag, $attributes, $url ) );
	phoenix_bionics_enqueue_scripts();
	if ( '' === $html ) {
		$html = phoenix_bionics_start_tag( $tag, $attributes ) . '>' . phoenix_bionics_fallback() . '</' . $tag . '>';
	}
	return $notes . $html;
}

/**
 * Why an attribute was left out, for the HTML comment beside the element.
 *
 * @param string $tag  The element.
 * @param string $name The attribute.
 * @param string $why  'privileged' or 'fixed'.
 * @return string
 */
function phoenix_bionics_ignored_note( $tag, $name, $why ) {
	if ( 'fixed' === $why ) {
		return sprintf(
			/* translators: 1: an element such as phx-router, 2: an attribute such as mode. */
			__( '%1$s: %2$s ignored: in WordPress the whole site keeps its pages after the # of the page’s address.', 'phoenix-bionics' ),
			$tag,
			$name
		);
	}
	return sprintf(
		/* translators: 1: an element such as phx-contact, 2: an attribute such as endpoint. */
		__( '%1$s: %2$s ignored: where inquiries go, the company site and the clinic are set for the whole site in Settings › Phoenix Bionics, never in a post.', 'phoenix-bionics' ),
		$tag,
		$name
	);
}

/**
 * Whether the current user may edit what is being printed (the post, or in a widget the theme's options): they
 * see the plugin's notices about it; visitors do not.
 *
 * @return bool
 */
function phoenix_bionics_may_edit_here() {
	if ( ! is_user_logged_in() ) {
		return false;
	}
	$post = get_post();
	return $post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_theme_options' );
}

/**
 * What a visitor sees where the element cannot be shown (no copy kept, the company site away, no script): a link
 * to the company site and its phone number, in the site's language. The element's shadow root hides it once the
 * loader renders the element.
 *
 * @return string
 */
function phoenix_bionics_fallback() {
	$company = phoenix_bionics_data()['company'];
	$site    = '<a href="' . esc_url( phoenix_bionics_setting( 'site_url' ) ) . '">' . esc_html( $company['name'] ) . '</a>';
	$text    = '' === $company['phone']
		/* translators: %s: a link to the company site. */
		? sprintf( esc_html__( 'This part of the page cannot be shown right now. Please visit %s.', 'phoenix-bionics' ), $site )
		: sprintf(
			/* translators: 1: a link to the company site, 2: its phone number. */
			esc_html__( 'This part of the page cannot be shown right now. Please visit %1$s or call %2$s.', 'phoenix-bionics' ),
			$site,
			'<a href="' . esc_url( $company['phoneHref'], array( 'tel' ) ) . '">' . esc_html( $company['phone'] ) . '</a>'
		);
	return '<p class="phoenix-bionics-fallback">' . $text . '</p>';
}

/**
 * A feed's stand-in for an element: a plain link to the post, where the element works.
 *
 * @param string $title The element's block title.
 * @return string
 */
function phoenix_bionics_feed_link( $title ) {
	return sprintf(
		'<p><a href="%1$s">%2$s</a></p>',
		esc_url( get_permalink() ),
		/* translators: %s: the element's name, such as "Phoenix contact form". */
		esc_html( sprintf( __( '%s: open it on our site', 'phoenix-bionics' ), $title ) )
	);
}

/**
 * The address of the post being shown, as WordPress names it (its permalink): not the raw request, so that no
 * invented address, case variant or query makes a cache entry of its own.
 *
 * @return string
 */
function phoenix_bionics_page_url() {
	$post = get_post();
	$url  = $post ? get_permalink( $post ) : home_url( '/' );
	return is_string( $url ) ? $url : home_url( '/' );
}

/**
 * Registers the loader and the plugin's script for pages whose loader cannot load.
 */
function phoenix_bionics_register_scripts() {
	wp_register_script( 'phoenix-bionics-loader', phoenix_bionics_setting( 'bundle_url' ), array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the bundle names its own versions.
	wp_register_script( 'phoenix-bionics-offline', plugins_url( 'assets/offline.js', PHOENIX_BIONICS_FILE ), array( 'phoenix-bionics-loader' ), PHOENIX_BIONICS_VERSION, true );
}

/** Enqueues the loader (printed once however many elements the page has) and, on the site, the offline script. */
function phoenix_bionics_enqueue_scripts() {
	wp_enqueue_script( 'phoenix-bionics-loader' );
	if ( ! is_admin() && ! phoenix_bionics_is_preview_request() ) {
		wp_enqueue_script( 'phoenix-bionics-offline' );
	}
}

add_filter( 'script_loader_tag', 'phoenix_bionics_script_tag', 10, 3 );

/**
 * The loader is a module script (phx.classic.js, a classic one, is loaded deferred), pinned with its integrity
 * (includes/bundle.php); the offline script runs after it, deferred, and carries the words it shows.
 *
 * @param string $html   The script tag WordPress made.
 * @param string $handle Its handle.
 * @param string $src    Its URL.
 * @return string
 */
function phoenix_bionics_script_tag( $html, $handle, $src ) {
	if ( 'phoenix-bionics-loader' === $handle ) {
		$type      = preg_match( '/\.classic\.js(\?|$)/', $src ) ? 'defer' : 'type="module"';
		$integrity = phoenix_bionics_bundle_integrity();
		$pin       = '' === $integrity ? '' : ' integrity="' . esc_attr( $integrity ) . '" crossorigin="anonymous"';
		// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- this is the enqueued script's own tag.
		return '<script ' . $type . ' src="' . esc_url( $src ) . '"' . $pin . ' id="phoenix-bionics-loader-js"></script>' . "\n";
	}
	if ( 'phoenix-bionics-offline' === $handle ) {
		$company = phoenix_bionics_data()['company'];
		$message = '' === $company['phone']
			? __( 'This form cannot send right now. What you typed is kept on this page; please try again later.', 'phoenix-bionics' )
			: sprintf(
				/* translators: %s: the company's phone number. */
				__( 'This form cannot send right now. What you typed is kept on this page; please try again later or call %s.', 'phoenix-bionics' ),
				$company['phone']
			);
		// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- this is the enqueued script's own tag.
		return '<script defer src="' . esc_url( $src ) . '" id="phoenix-bionics-offline-js" data-message="' . esc_attr( $message ) . '"></script>' . "\n";
	}
	return $html;
}

add_filter( 'no_texturize_tags', 'phoenix_bionics_no_texturize_tags' );

/**
 * Block output passes wptexturize: curly quotes inside an element would differ from what its script renders.
 *
 * @param string[] $tags Elements whose text wptexturize leaves alone.
 * @return string[]
 */
function phoenix_bionics_no_texturize_tags( $tags ) {
	return array_merge( $tags, array_keys( phoenix_bionics_elements() ) );
}
