/** The origin of a frame's URL (`null` for an opaque one, as a browser says). */
export function frameOrigin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}
