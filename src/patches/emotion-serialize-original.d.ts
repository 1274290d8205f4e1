// The real `@emotion/serialize` (testAlias in aliases.ts), against which emotion-serialize-checked.ts checks the stand-in.
declare module '@emotion/serialize-original' {
  export { serializeStyles } from '@emotion/serialize';
}
