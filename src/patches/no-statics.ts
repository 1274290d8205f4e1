/**
 * Stands in for `hoist-non-react-statics` (aliased in aliases.ts), which Emotion imports only for `withTheme`,
 * a function phx never calls: that CommonJS module and its `react-is` cost 1.2 KB gzip in every runtime.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
