// The swap views' styles: adopted by the modal's shadow root when the swap chunk first renders, so they
// load with the swap code rather than with the modal.
export const swapCss = `
.swap{display:flex;flex-direction:column;gap:4px}
.swap-box{display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:calc(var(--r)*4);background:var(--bg-2)}
.swap-box .label{font-size:13px;color:var(--fg-2)}
.swap-line{display:flex;align-items:center;gap:8px}
.swap-line input,.swap-line output{all:unset;box-sizing:border-box;flex:1;min-width:0;font-size:26px;font-weight:600;font-variant-numeric:tabular-nums;color:var(--fg);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.swap-line input::placeholder,.swap-line output.empty{color:var(--fg-3)}
.swap-sub{display:flex;justify-content:space-between;gap:8px;font-size:13px;color:var(--fg-2);font-variant-numeric:tabular-nums;min-height:18px}
.token-btn{display:inline-flex;align-items:center;gap:6px;flex:none;height:36px;padding:0 10px 0 6px;border-radius:999px;background:var(--bg);box-shadow:inset 0 0 0 1px var(--border);font-weight:600}
.token-btn.pick{padding:0 12px;background:var(--accent);color:#fff;box-shadow:none}
.token-btn .wimg{width:24px;height:24px;border-radius:999px;font-size:12px}
.token-btn svg{width:14px;height:14px}
.swap-switch{align-self:center;width:36px;height:36px;margin:-14px 0;z-index:1;border-radius:12px;background:var(--bg);box-shadow:inset 0 0 0 1px var(--border);display:flex;align-items:center;justify-content:center;color:var(--fg-2)}
.swap-switch svg{width:16px;height:16px}
.swap-details{display:flex;flex-direction:column;gap:6px;margin-top:8px;padding:10px 12px;border-radius:calc(var(--r)*4);box-shadow:inset 0 0 0 1px var(--border);font-size:13px}
.swap-details div{display:flex;justify-content:space-between;gap:8px}
.swap-details dt{color:var(--fg-2)}
.swap-details dd{font-variant-numeric:tabular-nums;text-align:right}
.swap .btn{width:100%;height:48px;margin-top:10px;font-size:15px}
.swap .btn.primary:disabled{background:var(--bg-3);color:var(--fg-2);opacity:1}
.swap-status{display:flex;align-items:center;justify-content:center;gap:8px;font-size:14px;color:var(--fg-2);margin-top:8px}
.swap-error{font-size:13px;color:var(--error);text-align:center;margin-top:6px}
.token-list{display:flex;flex-direction:column;gap:6px;max-height:360px;overflow-y:auto;list-style:none}
.token-list .row{min-height:52px}
.token-list .wimg{width:32px;height:32px;border-radius:999px}
.token-list .sym{font-size:13px;color:var(--fg-2)}
.preview-line{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px;border-radius:calc(var(--r)*4);background:var(--bg-2)}
.preview-line strong{font-size:20px;font-variant-numeric:tabular-nums}
.preview-line .usd{font-size:13px;color:var(--fg-2)}
.swap-actions{display:flex;gap:8px}
.swap-actions .btn{flex:1}
.swap-actions .btn.primary{flex:2}
`
