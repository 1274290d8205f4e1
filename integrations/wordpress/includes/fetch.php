<?php
/**
 * Never blocks a page on the company site: an element prints its last good copy at once and is refreshed in the
 * background (after the response: a request of the site to itself, and WP-Cron as a second way), one refresh per
 * entry at a time. Only an element never fetched is waited for, within a budget for the whole page.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( ! defined( 'PHOENIX_BIONICS_PAGE_BUDGET' ) ) {
	/** Seconds one page may wait for the company site, for all its elements together (only ones never fetched). */
	define( 'PHOENIX_BIONICS_PAGE_BUDGET', 0.25 );
}

/** Seconds a refresh in the background may wait for one answer. */
define( 'PHOENIX_BIONICS_REFRESH_TIMEOUT', 10 );

/**
 * What the plugin asks the company site for an element: its address and the key of its cache entry.
 *
 * @param string $tag        The element.
 * @param array  $attributes Its attributes, sorted.
 * @param string $url        The page's address, for the whole site (which page of it to show); '' otherwise.
 * @return array tag, attributes, url, address, key.
 */
function phoenix_bionics_request( $tag, $attributes, $url ) {
	$query = $attributes;
	if ( '' !== $url ) {
		$query['url'] = $url;
	}
	$address = add_query_arg( rawurlencode_deep( $query ), untrailingslashit( phoenix_bionics_setting( 'site_url' ) ) . '/api/elements/' . $tag );
	return array(
		'tag'        => $tag,
		'attributes' => $attributes,
		'url'        => $address,
		'key'        => md5( $address . '|' . PHOENIX_BIONICS_VERSION ),
	);
}

/**
 * Asks the company site for an element and checks the answer.
 *
 * @param array $request See phoenix_bionics_request().
 * @param float $timeout Seconds.
 * @return string|null The checked HTML, or null (no answer in time, an error, or markup that failed the check).
 */
function phoenix_bionics_fetch( $request, $timeout ) {
	// Not wp_safe_remote_get: only administrators set this address, and it may use any port (a staging site on :8443).
	$response = wp_remote_get(
		$request['url'],
		array(
			'timeout'             => $timeout,
			'redirection'         => 0,
			'limit_response_size' => PHOENIX_BIONICS_MAX_HTML + 1,
			'headers'             => array( 'Accept' => 'text/html' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return null;
	}
	// 404 is the whole site's not-found page: an answer to show like any other.
	if ( ! in_array( (int) wp_remote_retrieve_response_code( $response ), array( 200, 404 ), true ) ) {
		return null;
	}
	$html = phoenix_bionics_checked_html( $request['tag'], (string) wp_remote_retrieve_body( $response ), $request['attributes'] );
	return '' === $html ? null : $html;
}

/**
 * The element's HTML for this page: the kept copy at once (a stale one is refreshed in the background); for an
 * element never fetched, the answer if it comes within what is left of the page's budget; else '' (the caller
 * prints the element bare, with its fallback).
 *
 * @param array $request See phoenix_bionics_request().
 * @return string
 */
function phoenix_bionics_html( $request ) {
	static $spent = 0.0;
	$key          = $request['key'];
	$index        = phoenix_bionics_index();
	$entry        = isset( $index[ $key ] ) ? $index[ $key ] : null;
	$html         = null === $entry ? '' : phoenix_bionics_cached( $key );
	phoenix_bionics_seen( $key, $request );
	if ( '' !== $html ) {
		if ( $entry['fresh'] < time() ) {
			phoenix_bionics_refresh_later();
		}
		return $html;
	}
	$left = PHOENIX_BIONICS_PAGE_BUDGET - $spent;
	// After a fetch that failed, no page waits for the company site for a minute: the background asks it.
	$away = (int) get_option( 'phoenix_bionics_away', 0 ) > time();
	if ( $away || ( null !== $entry && $entry['retry'] > time() ) || $left < 0.02 || ! phoenix_bionics_lock( 'el_' . $key, 30 ) ) {
		phoenix_bionics_refresh_later();
		return '';
	}
	$started = microtime( true );
	$fetched = phoenix_bionics_fetch( $request, $left );
	$spent  += microtime( true ) - $started;
	// The editor's preview of a setting being typed is not kept: each keystroke would be an entry. An answer that
	// did not come within the budget is no failure of the company site: the background asks again at once.
	if ( null !== $fetched && ! phoenix_bionics_is_preview_request() ) {
		phoenix_bionics_store( $key, array_diff_key( $request, array( 'key' => 0 ) ), $fetched, 0.05 );
	}
	phoenix_bionics_unlock( 'el_' . $key );
	if ( null === $fetched ) {
		update_option( 'phoenix_bionics_away', time() + PHOENIX_BIONICS_RETRY_AFTER, true );
		phoenix_bionics_refresh_later();
	}
	return null === $fetched ? '' : $fetched;
}

/**
 * Whether this request is the block editor's preview of a block (the REST API's block renderer).
 *
 * @return bool
 */
function phoenix_bionics_is_preview_request() {
	return defined( 'REST_REQUEST' ) && REST_REQUEST && isset( $GLOBALS['wp']->query_vars['rest_route'] ) && 0 === strpos( (string) $GLOBALS['wp']->query_vars['rest_route'], '/wp/v2/block-renderer/' );
}

/**
 * Notes the entries this page used; written once the page is sent (see phoenix_bionics_after_page).
 *
 * @param string     $key     The entry's key; null to read what was noted.
 * @param array|null $request What is asked for it.
 * @return array Key => request.
 */
function phoenix_bionics_seen( $key = null, $request = null ) {
	static $seen = array();
	if ( null !== $key && ! phoenix_bionics_is_preview_request() ) {
		$seen[ $key ] = array_diff_key( $request, array( 'key' => 0 ) );
	}
	return $seen;
}

/**
 * Asks for a refresh in the background once this page is sent.
 *
 * @param bool|null $set True to ask; null to read whether it was asked.
 * @return bool
 */
function phoenix_bionics_refresh_later( $set = true ) {
	static $wanted = false;
	if ( true === $set ) {
		$wanted = true;
	}
	return $wanted;
}

add_action( 'shutdown', 'phoenix_bionics_after_page' );

/**
 * After the page: notes the entries it used, and starts a refresh in the background if one is due, at most every
 * ten seconds for the whole site. Under PHP-FPM the response is finished first and the refresh runs here; elsewhere
 * the site asks itself without waiting for the answer (as WordPress starts WP-Cron), and WP-Cron is the second way.
 */
function phoenix_bionics_after_page() {
	$seen = phoenix_bionics_seen();
	if ( array() === $seen && ! phoenix_bionics_refresh_later( null ) ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	phoenix_bionics_note_use( $seen );
	if ( ! phoenix_bionics_refresh_later( null ) || ! phoenix_bionics_lock( 'kick', 10 ) ) {
		return;
	}
	if ( ! wp_next_scheduled( 'phoenix_bionics_refresh' ) ) {
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, 'phoenix_bionics_refresh' );
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		phoenix_bionics_refresh_due();
		return;
	}
	wp_remote_post(
		admin_url( 'admin-ajax.php' ),
		array(
			'timeout'   => 0.01,
			'blocking'  => false,
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as wp-cron's spawn uses it.
			'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
			'body'      => array(
				'action' => 'phoenix_bionics_refresh',
				'token'  => phoenix_bionics_refresh_token( 0 ),
			),
		)
	);
}

/**
 * The token the site's request to itself carries: only the site can start a refresh (however often a stranger asks,
 * nothing is fetched unless something is due).
 *
 * @param int $ago How many five-minute windows ago.
 * @return string
 */
function phoenix_bionics_refresh_token( $ago ) {
	return hash_hmac( 'sha256', 'phoenix_bionics_refresh|' . ( intdiv( time(), 300 ) - $ago ), wp_salt( 'nonce' ) );
}

add_action( 'wp_ajax_phoenix_bionics_refresh', 'phoenix_bionics_refresh_request' );
add_action( 'wp_ajax_nopriv_phoenix_bionics_refresh', 'phoenix_bionics_refresh_request' );
add_action( 'phoenix_bionics_refresh', 'phoenix_bionics_refresh_due' );

/** The site's request to itself: refreshes what is due. */
function phoenix_bionics_refresh_request() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the token is an HMAC of the site's own; a nonce is per user.
	$token = isset( $_POST['token'] ) ? sanitize_text_field( wp_unslash( $_POST['token'] ) ) : '';
	if ( hash_equals( phoenix_bionics_refresh_token( 0 ), $token ) || hash_equals( phoenix_bionics_refresh_token( 1 ), $token ) ) {
		ignore_user_abort( true );
		phoenix_bionics_refresh_due();
	}
	wp_die( '', '', array( 'response' => 204 ) );
}

/**
 * Refreshes the entries that are due (stale, or never fetched), the longest waiting first, one request per entry at
 * a time across the site, for at most half a minute.
 */
function phoenix_bionics_refresh_due() {
	$until = microtime( true ) + 30;
	$now   = time();
	$due   = array_filter(
		phoenix_bionics_index( true ),
		function ( $entry ) use ( $now ) {
			return $entry['fresh'] < $now && $entry['retry'] <= $now && isset( $entry['url'], $entry['tag'] );
		}
	);
	uasort(
		$due,
		function ( $a, $b ) {
			return $a['fresh'] - $b['fresh'];
		}
	);
	foreach ( $due as $key => $entry ) {
		$left = $until - microtime( true );
		if ( $left < 1 ) {
			break;
		}
		if ( ! phoenix_bionics_lock( 'el_' . $key, PHOENIX_BIONICS_REFRESH_TIMEOUT + 5 ) ) {
			continue;
		}
		$request = array(
			'tag'        => $entry['tag'],
			'attributes' => $entry['attributes'],
			'url'        => $entry['url'],
		);
		$html    = phoenix_bionics_fetch( $request, min( PHOENIX_BIONICS_REFRESH_TIMEOUT, $left ) );
		phoenix_bionics_store( $key, $request, $html, 2.0 );
		if ( null !== $html ) {
			delete_option( 'phoenix_bionics_away' );
		}
		phoenix_bionics_unlock( 'el_' . $key );
	}
	phoenix_bionics_prune_orphans();
}
