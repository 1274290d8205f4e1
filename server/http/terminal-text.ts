/**
 * Text made safe to print on a terminal: C0 and C1 controls, DEL and the Unicode bidi controls (which can hide or
 * reorder what follows) become visible escapes, so a value can neither recolour the screen nor start a new line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const unsafe = /[\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const named: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function terminalSafe(text: string): string {
  return text.replace(unsafe, (c) => {
    const code = c.charCodeAt(0);
    return (
      named[c] ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
    );
  });
}
