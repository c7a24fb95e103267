/** Three colours derived from an address, for a stable avatar gradient. */
export function avatarColors(address: string): [string, string, string] {
  let hash = 0
  for (let i = 0; i < address.length; i++) hash = (hash * 31 + address.charCodeAt(i)) >>> 0
  const hue = hash % 360
  return [`hsl(${hue} 85% 62%)`, `hsl(${(hue + 60) % 360} 85% 58%)`, `hsl(${(hue + 150) % 360} 80% 55%)`]
}
