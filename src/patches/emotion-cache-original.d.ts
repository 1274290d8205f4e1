declare module '@emotion/cache-original' {
  import createCache = require('@emotion/cache');
  export = createCache;
}
