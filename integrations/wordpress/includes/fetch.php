<?php
/**
 * Never blocks a page on the company site: an element prints its last good copy at once and is refreshed by
 * WP-Cron, one run at a time, never by a page view. Only an element never fetched before is waited for, once,
 * within a budget for the whole page. While the company site fails (no connection, an error answer, no answer
 * within a refresh's timeout), it is marked away: no page asks it, and refreshes back off until it answers again.
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

/** Seconds a refresh may wait for one answer: past that, the company site counts as failing. */
define( 'PHOENIX_BIONICS_REFRESH_TIMEOUT', 5 );

/** Seconds one refresh run may take in all (it runs in WP-Cron, one at a time). */
define( 'PHOENIX_BIONICS_REFRESH_RUN', 20 );

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
 * @return array `html`: the checked HTML or null; `failed`: whether the company site failed (no connection, or an
 *               error answer); `late`: whether no answer came in time. An answer the check refused is neither.
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
		$late = phoenix_bionics_is_timeout( $response );
		return array(
			'html'   => null,
			'failed' => ! $late,
			'late'   => $late,
		);
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	// 404 is the whole site's not-found page: an answer to show like any other.
	if ( ! in_array( $code, array( 200, 404 ), true ) ) {
		return array(
			'html'   => null,
			'failed' => true,
			'late'   => false,
		);
	}
	$html = phoenix_bionics_checked_html( $request['tag'], (string) wp_remote_retrieve_body( $response ), $request['attributes'] );
	return array(
		'html'   => '' === $html ? null : $html,
		'failed' => false,
		'late'   => false,
	);
}

/**
 * Whether a failed request only ran out of time (cURL's error 28, or the socket transport's time-out).
 *
 * @param WP_Error $error What wp_remote_get returned.
 * @return bool
 */
function phoenix_bionics_is_timeout( $error ) {
	return 1 === preg_match( '/cURL error 28\b|timed out/i', $error->get_error_message() );
}

/**
 * Whether the company site is marked away: it failed, and has not answered since.
 *
 * @return array|null The mark (`failures`, `next`: when a refresh may ask again), or null.
 */
function phoenix_bionics_away() {
	$away = get_option( 'phoenix_bionics_away', null );
	return is_array( $away ) && isset( $away['failures'], $away['next'] ) ? $away : null;
}

/**
 * Notes what the company site did: a failure marks it away (or keeps the mark, asking again later each time: one
 * minute, then twice as long, at most an hour); an answer removes the mark.
 *
 * @param bool $failed Whether it failed.
 */
function phoenix_bionics_note_outcome( $failed ) {
	$away = phoenix_bionics_away();
	if ( ! $failed ) {
		if ( null !== $away ) {
			delete_option( 'phoenix_bionics_away' );
		}
		return;
	}
	$failures = null === $away ? 1 : $away['failures'] + 1;
	update_option(
		'phoenix_bionics_away',
		array(
			'failures' => $failures,
			'next'     => time() + min( HOUR_IN_SECONDS, PHOENIX_BIONICS_RETRY_AFTER * 2 ** min( $failures - 1, 6 ) ),
		),
		true
	);
}

/**
 * The element's HTML for this page: the kept copy at once (a stale one is refreshed by WP-Cron); for an element
 * never asked for before, the answer if it comes within what is left of the page's budget; else '' (the caller
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
	phoenix_bionics_refresh_later();
	$left = PHOENIX_BIONICS_PAGE_BUDGET - $spent;
	// Only the first page that shows an element waits for it; once it is in the index, WP-Cron asks.
	if ( null !== $entry || null !== phoenix_bionics_away() || $left < 0.02 || ! phoenix_bionics_lock( 'el_' . $key, 30 ) ) {
		return '';
	}
	$started = microtime( true );
	$fetched = phoenix_bionics_fetch( $request, $left );
	$spent  += microtime( true ) - $started;
	// The editor's preview of a setting being typed is not kept: each keystroke would be an entry.
	if ( null !== $fetched['html'] && ! phoenix_bionics_is_preview_request() ) {
		phoenix_bionics_store( $key, array_diff_key( $request, array( 'key' => 0 ) ), $fetched['html'], 0.05 );
	}
	phoenix_bionics_unlock( 'el_' . $key );
	// An answer that missed the page's budget is no failure of the company site: WP-Cron asks again.
	if ( $fetched['failed'] || null !== $fetched['html'] ) {
		phoenix_bionics_note_outcome( $fetched['failed'] );
	}
	return null === $fetched['html'] ? '' : $fetched['html'];
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
 * Asks WP-Cron for a refresh once this page is sent.
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
 * After the page: notes the entries it used, and schedules a refresh (WP-Cron) if one is due and none is scheduled;
 * while the company site is away, for when it may be asked again. No network call.
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
	if ( phoenix_bionics_refresh_later( null ) ) {
		phoenix_bionics_schedule_refresh();
	}
}

/** Schedules the next refresh run unless one is: at once, or while the company site is away, when it may be asked. */
function phoenix_bionics_schedule_refresh() {
	if ( wp_next_scheduled( 'phoenix_bionics_refresh' ) ) {
		return;
	}
	$away = phoenix_bionics_away();
	wp_schedule_single_event( null === $away ? time() : max( time(), $away['next'] ), 'phoenix_bionics_refresh' );
}

add_action( 'phoenix_bionics_refresh', 'phoenix_bionics_refresh_due' );

/**
 * WP-Cron's run: refreshes the entries that are due (stale, or never fetched), the longest waiting first, one run
 * at a time across the site, each answer waited for at most PHOENIX_BIONICS_REFRESH_TIMEOUT, the run for at most
 * PHOENIX_BIONICS_REFRESH_RUN. While the company site is away, only one entry is asked, and only once it may be;
 * a failure ends the run. Then drops entries no page used for the kept days.
 */
function phoenix_bionics_refresh_due() {
	if ( ! phoenix_bionics_lock( 'refresh', PHOENIX_BIONICS_REFRESH_RUN + 10 ) ) {
		return;
	}
	$until = microtime( true ) + PHOENIX_BIONICS_REFRESH_RUN;
	$now   = time();
	$away  = phoenix_bionics_away();
	$due   = null !== $away && $away['next'] > $now ? array() : array_filter(
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
	$more = false;
	foreach ( $due as $key => $entry ) {
		$left = $until - microtime( true );
		if ( $left < 1 ) {
			$more = true;
			break;
		}
		$request = array(
			'tag'        => $entry['tag'],
			'attributes' => $entry['attributes'],
			'url'        => $entry['url'],
		);
		$fetched = phoenix_bionics_fetch( $request, min( PHOENIX_BIONICS_REFRESH_TIMEOUT, $left ) );
		// A refresh's whole timeout without an answer is a failure (a page's missed budget is not).
		$failed = $fetched['failed'] || ( $fetched['late'] && $left >= PHOENIX_BIONICS_REFRESH_TIMEOUT );
		phoenix_bionics_note_outcome( $failed );
		// A failure of the company site is the away mark's to wait out, not this entry's.
		if ( $failed ) {
			$more = true;
			break;
		}
		phoenix_bionics_store( $key, $request, $fetched['html'], 2.0 );
	}
	phoenix_bionics_prune();
	phoenix_bionics_unlock( 'refresh' );
	if ( $more ) {
		phoenix_bionics_schedule_refresh();
	}
}
