/**
 * `LATCH_NAME_SUFFIXES`: comma-separated suffixes, with or without their leading dot. Unset or empty: the
 * default suffixes (undefined).
 *
 * @example
 * parseNameSuffixes('names.example.com, .example.org') // ['.names.example.com', '.example.org']
 */
export function parseNameSuffixes(value: string | undefined): string[] | undefined {
  const suffixes = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0)
    .map((part) => (part.startsWith('.') ? part : `.${part}`))
  for (const suffix of suffixes) {
    if (!/^(\.[a-z0-9-]+)+$/.test(suffix)) {
      throw new Error(`LATCH_NAME_SUFFIXES: "${suffix}" is not a domain suffix such as .names.example.com`)
    }
  }
  return suffixes.length > 0 ? suffixes : undefined
}
