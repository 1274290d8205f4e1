/**
 * A text of a content file with its placeholders filled in: each `{name}` (letters only) replaced by its value;
 * claims (`{claim:id}`) and unknown names are left as they are. The build checked which placeholders a text holds.
 */
export const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A text's Markdown links written as their words alone: for where a link cannot be (structured data). */
export const withoutLinks = (text: string) => text.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1');
