<?php
/**
 * The rendered elements kept from the company site, bounded by use: one option per entry (not autoloaded), an index
 * of every entry (when it was last used, until when it is fresh, when to ask again, what to ask), entries no page
 * used for the kept days (a setting) dropped by the refresh run, never by a page view, and PHOENIX_BIONICS_CACHE_CAP
 * as a last bound; locks as rows that one INSERT takes.
 *
 * Every row the plugin writes starts with `phoenix_bionics_`: uninstall.php and "Clear cache" remove them by that.
 *
 * @package phoenix-bionics
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( ! defined( 'PHOENIX_BIONICS_CACHE_CAP' ) ) {
	/** How many rendered elements are kept at most, whatever their use (a site-wide total; each is 10–70 KB). */
	define( 'PHOENIX_BIONICS_CACHE_CAP', 2000 );
}

/** How many days an element no page used is kept, unless the settings say otherwise. */
define( 'PHOENIX_BIONICS_KEEP_DAYS', 7 );

/** How long a rendered element is fresh: the company's bundle and its markup change together within this time. */
define( 'PHOENIX_BIONICS_FRESH_FOR', HOUR_IN_SECONDS );

/** How long after a failed fetch the company site is asked again (the last good copy is shown meanwhile). */
define( 'PHOENIX_BIONICS_RETRY_AFTER', MINUTE_IN_SECONDS );

/** How often a used entry's time of use is written (not at every view: a page view writes nothing, mostly). */
define( 'PHOENIX_BIONICS_TOUCH_EVERY', HOUR_IN_SECONDS );

/**
 * The index: key => array( used, fresh, retry, url, tag, attributes ).
 *
 * @param bool $fresh Read it again from the database (another request may have changed it).
 * @return array
 */
function phoenix_bionics_index( $fresh = false ) {
	if ( $fresh ) {
		wp_cache_delete( 'phoenix_bionics_index', 'options' );
	}
	$index = get_option( 'phoenix_bionics_index', array() );
	return is_array( $index ) ? $index : array();
}

/**
 * A kept element's HTML, or '' when there is none.
 *
 * @param string $key The entry's key.
 * @return string
 */
function phoenix_bionics_cached( $key ) {
	$html = get_option( 'phoenix_bionics_el_' . $key, '' );
	return is_string( $html ) ? $html : '';
}

/**
 * Takes a lock: a row only one INSERT can write. A lock older than its time to live is taken over.
 *
 * @param string $name What is locked.
 * @param int    $ttl  Seconds after which the lock counts as abandoned.
 * @return bool Whether this request holds it now.
 */
function phoenix_bionics_lock( $name, $ttl ) {
	global $wpdb;
	$option = 'phoenix_bionics_lock_' . $name;
	for ( $try = 0; $try < 2; $try++ ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a lock must be one atomic INSERT (as WP_Upgrader::create_lock), never a cached read.
		$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", $option, (string) ( time() + $ttl ) ) );
		if ( $taken ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the lock's own row, read past the cache.
		$until = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
		if ( $until >= time() ) {
			return false;
		}
		phoenix_bionics_unlock( $name );
	}
	return false;
}

/**
 * Releases a lock.
 *
 * @param string $name What was locked.
 */
function phoenix_bionics_unlock( $name ) {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the lock's own row (see phoenix_bionics_lock).
	$wpdb->delete( $wpdb->options, array( 'option_name' => 'phoenix_bionics_lock_' . $name ) );
}

/**
 * Changes the index under its lock; gives up when another request holds the lock for longer than `$wait` seconds
 * (a visitor's page never waits for it).
 *
 * @param callable $change Gets the index, returns it changed.
 * @param float    $wait   Seconds to wait for the lock.
 * @return bool Whether the change was made.
 */
function phoenix_bionics_update_index( $change, $wait = 0.0 ) {
	$until = microtime( true ) + $wait;
	while ( ! phoenix_bionics_lock( 'index', 10 ) ) {
		if ( microtime( true ) >= $until ) {
			return false;
		}
		usleep( 20000 );
	}
	$index = $change( phoenix_bionics_index( true ) );
	update_option( 'phoenix_bionics_index', $index, false );
	phoenix_bionics_unlock( 'index' );
	return true;
}

/**
 * Keeps a fetched element (or, with `$html` null, notes an answer refused by the check: asked again after a
 * minute), under the index's lock so that no row is kept that the index does not name.
 *
 * @param string      $key     The entry's key.
 * @param array       $request What was asked: tag, attributes, url.
 * @param string|null $html    The checked HTML, or null.
 * @param float       $wait    Seconds to wait for the index's lock.
 * @return bool Whether it was kept.
 */
function phoenix_bionics_store( $key, $request, $html, $wait ) {
	return phoenix_bionics_update_index(
		function ( $index ) use ( $key, $request, $html ) {
			$now = time();
			if ( null !== $html ) {
				update_option( 'phoenix_bionics_el_' . $key, $html, false );
			}
			// Being refreshed is no use: only a page's view keeps an entry (phoenix_bionics_note_use).
			$entry         = isset( $index[ $key ] ) ? $index[ $key ] : array(
				'fresh' => 0,
				'used'  => $now,
			);
			$index[ $key ] = array(
				'used'  => $entry['used'],
				'fresh' => null === $html ? $entry['fresh'] : $now + PHOENIX_BIONICS_FRESH_FOR,
				'retry' => $now + PHOENIX_BIONICS_RETRY_AFTER,
			) + $request;
			return $index;
		},
		$wait
	);
}

/**
 * Notes entries seen on this page: new ones (to be fetched in the background) and the time of use of old ones, at
 * most once an hour each; skipped when another request is changing the index.
 *
 * @param array $seen Key => request (tag, attributes, url).
 */
function phoenix_bionics_note_use( $seen ) {
	$index = phoenix_bionics_index();
	$now   = time();
	$due   = array_filter(
		$seen,
		function ( $key ) use ( $index, $now ) {
			return ! isset( $index[ $key ] ) || $index[ $key ]['used'] < $now - PHOENIX_BIONICS_TOUCH_EVERY;
		},
		ARRAY_FILTER_USE_KEY
	);
	if ( array() === $due ) {
		return;
	}
	phoenix_bionics_update_index(
		function ( $index ) use ( $due, $now ) {
			foreach ( $due as $key => $request ) {
				$index[ $key ] = isset( $index[ $key ] ) ? array( 'used' => $now ) + $index[ $key ] : array(
					'used'  => $now,
					'fresh' => 0,
					'retry' => 0,
				) + $request;
			}
			return $index;
		}
	);
}

/**
 * How many days an element no page used is kept (Settings › Phoenix Bionics; 1 to 365).
 *
 * @return int
 */
function phoenix_bionics_keep_days() {
	$days = (int) get_option( 'phoenix_bionics_keep_days', 0 );
	return $days >= 1 && $days <= 365 ? $days : PHOENIX_BIONICS_KEEP_DAYS;
}

/**
 * The keys of the entries to drop: those no page used for the kept days, then the least recently used beyond the
 * cap. However many elements one page has, the copies other pages used lately stay.
 *
 * @param array $index The index.
 * @param int   $now   The time.
 * @return string[]
 */
function phoenix_bionics_unused( $index, $now ) {
	$since = $now - phoenix_bionics_keep_days() * DAY_IN_SECONDS;
	$old   = array_keys(
		array_filter(
			$index,
			function ( $entry ) use ( $since ) {
				return $entry['used'] < $since;
			}
		)
	);
	$left = array_diff_key( $index, array_flip( $old ) );
	if ( count( $left ) <= PHOENIX_BIONICS_CACHE_CAP ) {
		return $old;
	}
	uasort(
		$left,
		function ( $a, $b ) {
			return $a['used'] - $b['used'];
		}
	);
	return array_merge( $old, array_slice( array_keys( $left ), 0, count( $left ) - PHOENIX_BIONICS_CACHE_CAP ) );
}

/**
 * Drops what no page used lately (see phoenix_bionics_unused), and kept elements the index no longer names (left by
 * a request that lost a race, or by an older version). Run by the refresh, never by a page view.
 */
function phoenix_bionics_prune() {
	global $wpdb;
	phoenix_bionics_update_index(
		function ( $index ) {
			return array_diff_key( $index, array_flip( phoenix_bionics_unused( $index, time() ) ) );
		},
		2.0
	);
	$index = phoenix_bionics_index( true );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- listing the plugin's own rows by name; options have no API for that.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'phoenix_bionics_el_' ) . '%' ) );
	foreach ( $names as $name ) {
		if ( ! isset( $index[ substr( $name, strlen( 'phoenix_bionics_el_' ) ) ] ) ) {
			delete_option( $name );
		}
	}
}

/**
 * Deletes every row the plugin wrote that starts with one of `$prefixes` (by default its cache, index, locks and
 * the note that the company site is away).
 *
 * @param string[] $prefixes Option name prefixes.
 * @return int How many rows were deleted.
 */
function phoenix_bionics_delete_rows( $prefixes = array( 'phoenix_bionics_el_', 'phoenix_bionics_index', 'phoenix_bionics_lock_', 'phoenix_bionics_away' ) ) {
	global $wpdb;
	$deleted = 0;
	foreach ( $prefixes as $prefix ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- listing the plugin's own rows by name; options have no API for that.
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
		foreach ( $names as $name ) {
			$deleted += delete_option( $name ) ? 1 : 0;
		}
	}
	return $deleted;
}
