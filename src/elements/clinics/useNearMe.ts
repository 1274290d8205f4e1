import { useCallback, useState } from 'react';

/** Where "Near me" stands: not asked, asking, a position, or why there is none. */
export type NearMe =
  | { state: 'idle' | 'locating' | 'denied' | 'failed' }
  | { state: 'located'; lat: number; lon: number };

/**
 * The visitor's position, asked for only when they choose "Near me". A refusal, an error, a timeout or a browser
 * without geolocation leaves the list as it was and says why.
 */
export function useNearMe() {
  const [nearMe, setNearMe] = useState<NearMe>({ state: 'idle' });
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return setNearMe({ state: 'failed' });
    setNearMe({ state: 'locating' });
    try {
      geolocation.getCurrentPosition(
        (position) => setNearMe({ state: 'located', lat: position.coords.latitude, lon: position.coords.longitude }),
        (error) => setNearMe({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
        // A city's precision is enough, and a cached position is fine; a visitor does not wait for ever.
        { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
      );
    } catch {
      setNearMe({ state: 'failed' });
    }
  }, []);
  const forget = useCallback(() => setNearMe({ state: 'idle' }), []);
  return { nearMe, locate, forget };
}
