/** A text with `{name}` placeholders filled from `values` (the catalogue's English, or a translation of it). */
export function fillText(template: string, values: Readonly<Record<string, string>> = {}): string {
  let text = template
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value)
  return text
}
