// Styles of the buttons a dApp places on its page. They live in the buttons' own shadow roots, adopted as
// a constructable stylesheet (no <style> injection, so a strict CSP is fine), and `:host` resets with
// !important so the page's CSS cannot restyle or hide them.
const css = `
:host{all:initial!important;display:inline-block!important;visibility:visible!important;opacity:1!important;position:static!important;}
*,*::before,*::after{box-sizing:border-box}
button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 16px 0 16px;border-radius:999px;cursor:pointer;font-family:var(--latch-font-family,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);font-size:15px;font-weight:600;line-height:1;letter-spacing:-0.01em;white-space:nowrap;transition:background-color .15s,box-shadow .15s,transform .1s;-webkit-tap-highlight-color:transparent}
button:active{transform:scale(.98)}
button:focus-visible{outline:2px solid var(--latch-accent,#4f46e5);outline-offset:2px}
.primary{background:var(--latch-accent,#4f46e5);color:#fff;box-shadow:0 1px 2px rgba(0,0,0,.12),inset 0 0 0 1px rgba(255,255,255,.08)}
.primary:hover{background:color-mix(in srgb,var(--latch-accent,#4f46e5) 88%,#000)}
.secondary{background:#fff;color:#141414;box-shadow:0 0 0 1px rgba(0,0,0,.1),0 1px 2px rgba(0,0,0,.06);padding:0 14px 0 6px}
.secondary:hover{background:#f4f4f5}
.dark .secondary{background:#1f2020;color:#e4e7e7;box-shadow:0 0 0 1px rgba(255,255,255,.1)}
.dark .secondary:hover{background:#2a2b2b}
.avatar{width:28px;height:28px;border-radius:999px;flex:none;background:conic-gradient(from 180deg,var(--a),var(--b),var(--c),var(--a))}
.icon{width:28px;height:28px;border-radius:999px;flex:none;object-fit:cover;background:#e4e4e7;display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700;color:#52525b}
.warn{background:#fee2e2;color:#b91c1c}
.spinner{width:16px;height:16px;border-radius:999px;border:2px solid rgba(255,255,255,.35);border-top-color:#fff;animation:spin .7s linear infinite}
.label{font-variant-numeric:tabular-nums}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:2s}button{transition:none}}
`

let sheet: CSSStyleSheet | undefined

/** The buttons' stylesheet, built once per page on first use. */
export function getButtonSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  return sheet
}
