/**
 * Stand-in for `@babel/runtime/helpers/esm/extends`, which Emotion calls as `_extends({}, a, b)`: Babel's helper is
 * `Object.assign` behind a fallback for browsers without it (every browser phx supports has it).
 */
export default Object.assign;
