/**
 * A ref callback that sets CSS custom properties through the CSSOM: no style attribute is ever written,
 * so a `style-src` policy without 'unsafe-inline' is respected, also when the HTML is rendered on a server.
 */
export function setCssVars(vars: Record<string, string>) {
  return (element: HTMLElement | null) => {
    if (!element) return
    for (const [key, value] of Object.entries(vars)) element.style.setProperty(key, value)
  }
}
