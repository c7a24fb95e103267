/** Sign shown for each fiat currency the on-ramp can quote in. */
export const currencySigns: Record<string, string> = {
  usd: '$',
  eur: '€',
  gbp: '£',
  jpy: '¥',
  cny: '¥',
  krw: '₩',
  inr: '₹',
  rub: '₽',
  try: '₺',
  uah: '₴',
  ils: '₪',
  ngn: '₦',
  php: '₱',
  thb: '฿',
  vnd: '₫',
  ghs: '₵',
  pkr: '₨',
  bdt: '৳',
  brl: 'R$',
  cad: 'C$',
  aud: 'A$',
  nzd: 'NZ$',
  sgd: 'S$',
  hkd: 'HK$',
  twd: 'NT$',
  mxn: 'MX$',
  ars: 'AR$',
  clp: 'CL$',
  cop: 'CO$',
  chf: 'Fr',
  sek: 'kr',
  nok: 'kr',
  dkk: 'kr',
  isk: 'kr',
  pln: 'zł',
  czk: 'Kč',
  huf: 'Ft',
  ron: 'lei',
  bgn: 'лв',
  zar: 'R',
  kes: 'KSh',
  egp: 'E£',
  idr: 'Rp',
  myr: 'RM',
  aed: 'AED',
  sar: 'SAR',
  qar: 'QAR',
  kwd: 'KD',
  pen: 'S/',
  uyu: '$U',
}

const palette = ['#2563EB', '#059669', '#7C3AED', '#DB2777', '#D97706', '#0891B2', '#DC2626', '#4F46E5']

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A round badge with the currency's sign, as SVG. Colours come from the code, so a currency always
 * looks the same. Returns undefined for a code not in `currencySigns`.
 *
 * @example
 * renderCurrencyBadge('eur') // '<svg ...>€</svg>'
 */
export function renderCurrencyBadge(code: string): string | undefined {
  const sign = currencySigns[code.toLowerCase()]
  if (!sign) return undefined
  let hash = 0
  for (const char of code.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const fill = palette[hash % palette.length]
  const fontSize = [0, 18, 15, 12, 10][Array.from(sign).length] ?? 9
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="${code.toUpperCase()}">` +
    `<circle cx="16" cy="16" r="16" fill="${fill}"/>` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" fill="#FFFFFF" font-size="${fontSize}" font-weight="600" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif">${escapeXml(sign)}</text>` +
    '</svg>'
  )
}
