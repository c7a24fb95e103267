// The modal's stylesheet, adopted by its shadow root. `:host` is reset with !important so that page rules
// such as `* { all: unset }` cannot reach in (important declarations of the inner tree win).
// A closed dialog keeps its boxes, hidden (not `display: none`): the modal is mounted closed at idle, so its
// styles and layout are computed then. The click that opens it only adds `.shown`, which makes it visible
// (a paint-only change: nothing is laid out again); the dialog enters the top layer (`showModal`, which
// rebuilds its boxes) in the task after that first frame is painted. Until then its own background stands
// in for `::backdrop`. Hidden, it is neither painted, focusable, hit by the pointer nor exposed to assistive
// technology, and runs no animation (a hidden one would still cost the page a style update each frame); the
// rule that stops them names the animated elements only, so showing the dialog restyles those alone.
// Text colours (--fg-2, --fg-3, --success, --error, --accent-text) read at 4.5:1 or more on every surface
// (--bg to --bg-3) in both modes (WCAG 2.1 AA); in dark mode a dApp's accent is usually too dark to read as
// text, so text in the accent uses it lightened (--accent-text).
export const modalCss = `
:host{all:initial!important;display:contents!important}
.root{--bg:#ffffff;--bg-2:#f4f4f5;--bg-3:#e9e9ec;--fg:#141414;--fg-2:#5f636a;--fg-3:#63676e;--border:rgba(0,0,0,.08);--shadow:0 24px 60px rgba(15,15,20,.18),0 4px 14px rgba(15,15,20,.08);--success:#166534;--success-bg:rgba(22,163,74,.12);--error:#b91c1c;--error-bg:rgba(220,38,38,.1);--backdrop:rgba(10,10,14,.38);
--accent:var(--latch-accent,#4f46e5);--accent-text:var(--accent);--accent-bg:color-mix(in srgb,var(--accent) 12%,transparent);--r:var(--latch-border-radius-master,4px);
font-family:var(--latch-font-family,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);font-size:var(--latch-font-size-master,15px);color:var(--fg);line-height:1.4;-webkit-font-smoothing:antialiased}
.root.dark{--bg:#191a1a;--bg-2:#242525;--bg-3:#2f3030;--fg:#e4e7e7;--fg-2:#9a9e9e;--fg-3:#969a9a;--border:rgba(255,255,255,.08);--shadow:0 24px 60px rgba(0,0,0,.5),0 4px 14px rgba(0,0,0,.3);--success:#3ccf73;--success-bg:rgba(60,207,115,.14);--error:#ff8a94;--error-bg:rgba(242,90,103,.14);--backdrop:rgba(0,0,0,.55);--accent-bg:color-mix(in srgb,var(--accent) 22%,transparent);--accent-text:color-mix(in srgb,var(--accent) 55%,#fff);color-scheme:dark}
*,*::before,*::after{box-sizing:border-box;margin:0;padding:0}
button,input,select,a{font:inherit;color:inherit}
button{all:unset;box-sizing:border-box;cursor:pointer;-webkit-tap-highlight-color:transparent}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
button:disabled{cursor:default;opacity:.6}
img{display:block}
a.row{text-decoration:none;color:inherit;cursor:pointer}
dialog{position:fixed;inset:0;margin:0;padding:0;border:0;width:100vw;height:100vh;max-width:100vw;max-height:100vh;background:transparent;color:inherit;display:flex;align-items:center;justify-content:center;overflow:hidden;z-index:var(--latch-z-index,2147483000)}
dialog:not(.shown){visibility:hidden;pointer-events:none}
dialog:not(.shown) :is(.skeleton,.ring,.spinner,.qr){animation:none!important}
dialog.shown:not([open]){background:var(--backdrop)}
dialog::backdrop{background:var(--backdrop);-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px)}
.card{position:relative;width:min(372px,calc(100vw - 24px));max-height:min(640px,calc(100vh - 32px));display:flex;flex-direction:column;background:var(--bg);border:1px solid var(--border);border-radius:calc(var(--r)*7);box-shadow:var(--shadow);overflow:hidden}
dialog.shown .card{animation:enter .16s cubic-bezier(.2,.9,.3,1.2)}
.card:focus{outline:none}
dialog.shown .shake{animation:shake .5s cubic-bezier(.36,.07,.19,.97) both}
.header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:8px;padding:14px 14px 10px}
.header h2{font-size:16px;font-weight:600;text-align:center;letter-spacing:-.01em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.icon-btn{width:36px;height:36px;border-radius:calc(var(--r)*3);display:inline-flex;align-items:center;justify-content:center;color:var(--fg-2);transition:background-color .15s,color .15s}
.icon-btn:hover{background:var(--bg-2);color:var(--fg)}
.icon-btn svg{width:18px;height:18px}
.body{padding:4px 14px 16px;overflow-y:auto;overscroll-behavior:contain}
.list{display:flex;flex-direction:column;gap:8px;list-style:none}
.list>li{display:block}
.row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 12px;border-radius:calc(var(--r)*4);background:var(--bg-2);transition:background-color .15s,transform .1s}
.row:hover{background:var(--bg-3)}
.row:active{transform:scale(.99)}
.row .name{flex:1;min-width:0;font-size:15px;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;text-align:start}
.wimg{position:relative;width:40px;height:40px;flex:none;border-radius:calc(var(--r)*3);object-fit:cover;background:var(--bg-3);box-shadow:inset 0 0 0 1px var(--border);display:flex;align-items:center;justify-content:center;font-weight:700;color:var(--fg-2);overflow:hidden}
.wimg img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0}
.wimg img.ready{opacity:1}
.tag{flex:none;font-size:12px;font-weight:600;padding:4px 8px;border-radius:999px;background:var(--bg-3);color:var(--fg-2)}
.tag.installed{background:var(--success-bg);color:var(--success)}
.tag.accent{background:var(--accent-bg);color:var(--accent-text)}
.grid4{display:grid;grid-template-columns:repeat(2,1fr);gap:2px;width:40px;height:40px;padding:4px;border-radius:calc(var(--r)*3);background:var(--bg-3);flex:none}
.grid4 span{border-radius:4px;background:var(--bg-2);overflow:hidden}
.grid4 img{width:100%;height:100%;object-fit:cover}
.sep{height:1px;background:var(--border);margin:6px 2px}
.center>.wimg{width:72px;height:72px;border-radius:calc(var(--r)*5);font-size:24px}
.center>.wimg svg{width:28px;height:28px}
.divider{display:flex;align-items:center;gap:10px;color:var(--fg-3);font-size:12px;font-weight:500;margin:6px 2px}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:var(--border)}
.search{position:relative;margin-bottom:12px}
.search svg{position:absolute;inset-inline-start:12px;top:50%;width:16px;height:16px;transform:translateY(-50%);color:var(--fg-3);pointer-events:none}
.search input{all:unset;box-sizing:border-box;width:100%;height:42px;padding-block:0;padding-inline:36px 12px;border-radius:calc(var(--r)*3);background:var(--bg-2);box-shadow:inset 0 0 0 1px var(--border);font-size:15px;color:var(--fg)}
.search input::placeholder{color:var(--fg-3)}
.search input:focus{box-shadow:inset 0 0 0 2px var(--accent)}
.wallet-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;height:380px;overflow-y:auto;align-content:start;margin:0 -4px;padding:2px 4px}
.tile{position:relative;display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 2px 8px;border-radius:calc(var(--r)*4);background:var(--bg-2);min-width:0;transition:background-color .15s}
.tile:hover{background:var(--bg-3)}
.tile .wimg{width:52px;height:52px;border-radius:calc(var(--r)*4)}
.tile .tname{font-size:12px;font-weight:500;line-height:1.25;max-width:100%;padding:0 4px;text-align:center;overflow-wrap:anywhere;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden;color:var(--fg)}
.tile .dot{position:absolute;top:6px;inset-inline-end:6px;width:16px;height:16px;border-radius:999px;background:var(--success);box-shadow:0 0 0 2px var(--bg-2);display:flex;align-items:center;justify-content:center;color:#fff}
.tile .dot svg{width:10px;height:10px}
.row.spacer{visibility:hidden}
.row.skeleton{background:linear-gradient(90deg,var(--bg-2),var(--bg-3),var(--bg-2));background-size:200% 100%;animation:pulse 1.2s ease-in-out infinite}
.tile.skeleton{height:94px;background:linear-gradient(90deg,var(--bg-2),var(--bg-3),var(--bg-2));background-size:200% 100%;animation:pulse 1.2s ease-in-out infinite}
.empty{grid-column:1/-1;text-align:center;color:var(--fg-2);padding:48px 0;font-size:14px}
.sentinel{grid-column:1/-1;height:1px}
.center{display:flex;flex-direction:column;align-items:center;text-align:center;padding:16px 8px 8px;gap:6px}
.center h3{font-size:16px;font-weight:600;margin-top:14px}
.center p{font-size:14px;color:var(--fg-2);max-width:280px}
.loader{position:relative;width:96px;height:96px;display:flex;align-items:center;justify-content:center}
.loader .wimg{width:72px;height:72px;border-radius:calc(var(--r)*5);font-size:24px}
.loader svg.ring{position:absolute;inset:0;width:96px;height:96px;animation:spin 1.1s linear infinite;color:var(--accent)}
.loader.error svg.ring{animation:none;color:var(--error)}
.btn{text-decoration:none;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 18px;border-radius:999px;font-size:14px;font-weight:600;background:var(--bg-2);color:var(--fg);transition:background-color .15s}
.btn:hover{background:var(--bg-3)}
.btn.primary{background:var(--accent);color:#fff}
.btn.primary:hover{background:color-mix(in srgb,var(--accent) 88%,#000)}
.btn svg{width:16px;height:16px}
.actions{display:flex;gap:8px;margin-top:14px}
.account{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px 0 18px}
.avatar{width:76px;height:76px;border-radius:999px;background:conic-gradient(from 180deg,var(--a),var(--b),var(--c),var(--a));box-shadow:0 0 0 4px var(--bg),0 0 0 5px var(--border);margin-bottom:10px}
.address{display:flex;align-items:center;gap:4px;font-size:20px;font-weight:600;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.address .icon-btn{width:30px;height:30px}
.address .icon-btn svg{width:15px;height:15px}
.balance{font-size:15px;color:var(--fg-2);font-variant-numeric:tabular-nums}
.tabs{display:flex;gap:2px;padding:3px;margin-bottom:6px;border-radius:999px;background:var(--bg-2)}
.tabs button{all:unset;cursor:pointer;padding:5px 14px;border-radius:999px;font-size:13px;font-weight:600;color:var(--fg-2)}
.tabs button[aria-selected="true"]{background:var(--bg);color:var(--fg);box-shadow:0 0 0 1px var(--border)}
.tabs button:focus-visible{outline:2px solid var(--accent)}
.row .lead{width:40px;height:40px;flex:none;border-radius:999px;display:flex;align-items:center;justify-content:center;background:var(--bg-3);color:var(--fg-2);overflow:hidden}
.row .lead svg{width:18px;height:18px}
.row .lead img{width:100%;height:100%;object-fit:cover}
.row .trail{flex:none;color:var(--fg-3);display:flex;align-items:center;gap:8px}
.row .trail svg{width:16px;height:16px}
.row.danger .lead{background:var(--error-bg);color:var(--error)}
.row[aria-current="true"]{box-shadow:inset 0 0 0 1.5px var(--accent);background:var(--accent-bg)}
.net{width:40px;height:40px;flex:none;border-radius:12px;background:var(--bg-3);display:flex;align-items:center;justify-content:center;font-weight:700;color:var(--fg-2);overflow:hidden}
.net svg{width:20px;height:20px}
.net img{width:100%;height:100%;object-fit:cover}
.name-field{display:flex;align-items:center;height:42px;border-radius:calc(var(--r)*3);background:var(--bg-2);box-shadow:inset 0 0 0 1px var(--border);padding:0 12px}
.name-field:focus-within{box-shadow:inset 0 0 0 2px var(--accent)}
.name-field input{all:unset;flex:1;min-width:0;font-size:15px;color:var(--fg)}
.name-field .suffix{flex:none;color:var(--fg-3);font-size:15px}
.name-field.invalid{box-shadow:inset 0 0 0 2px var(--error)}
.field-msg{font-size:13px;margin:8px 4px 0;color:var(--fg-2);min-height:18px}
.field-msg.error{color:var(--error)}
.field-msg.ok{color:var(--success)}
.chips{border:0;padding:0;min-width:0;display:flex;flex-wrap:wrap;gap:6px;margin-top:10px}
.chips button{all:unset;cursor:pointer;font-size:13px;padding:4px 10px;border-radius:999px;background:var(--bg-3);color:var(--fg)}
.chips button:focus-visible{outline:2px solid var(--accent)}
.btn.block{display:flex;width:100%;margin-top:14px;box-sizing:border-box}
.btn:disabled{opacity:.5;cursor:default}
.account .pname{font-size:18px;font-weight:600}
.note{font-size:14px;color:var(--fg-2);text-align:center;padding:0 8px 14px}
.spinner{width:16px;height:16px;border-radius:999px;border:2px solid var(--bg-3);border-top-color:var(--accent);animation:spin .7s linear infinite;flex:none}
.snackbar{position:fixed;left:50%;top:18px;transform:translateX(-50%);z-index:2;display:flex;align-items:flex-start;gap:10px;max-width:min(420px,calc(100vw - 24px));padding-block:10px;padding-inline:10px 14px;border-radius:18px;background:var(--bg);color:var(--fg);border:1px solid var(--border);box-shadow:var(--shadow);font-size:14px;animation:drop .25s ease-out}
.snackbar .sicon{width:24px;height:24px;border-radius:999px;flex:none;display:flex;align-items:center;justify-content:center;background:var(--bg-2);color:var(--fg-2)}
.snackbar .sicon svg{width:14px;height:14px}
.snackbar.error .sicon{background:var(--error-bg);color:var(--error)}
.snackbar.success .sicon{background:var(--success-bg);color:var(--success)}
.snackbar strong{display:block;font-weight:600}
.snackbar span{display:block;color:var(--fg-2);font-size:13px;margin-top:1px}
.snackbar .icon-btn{width:24px;height:24px;margin-inline-start:4px}
.notice{display:flex;align-items:center;gap:10px;margin-block-end:12px;padding-block:8px;padding-inline:10px 6px;border-radius:calc(var(--r)*4);background:var(--bg-2);color:var(--fg);font-size:14px}
.notice .sicon{width:24px;height:24px;border-radius:999px;flex:none;display:flex;align-items:center;justify-content:center;background:var(--bg-3);color:var(--fg-2)}
.notice .sicon svg{width:14px;height:14px}
.notice strong{flex:1;min-width:0;font-weight:600}
.notice .btn{height:32px;padding:0 12px;font-size:13px;gap:6px;background:var(--bg)}
.notice .btn svg{width:14px;height:14px}
.notice .icon-btn{width:28px;height:28px}
.legal{font-size:13px;color:var(--fg-2);text-align:center;margin:12px 2px 0;line-height:1.45}
.legal a{color:var(--accent-text);text-decoration:underline;text-underline-offset:2px}
.legal.check{display:flex;gap:10px;align-items:flex-start;text-align:start;margin:0 0 12px;padding:10px 12px;border-radius:calc(var(--r)*4);background:var(--bg-2);cursor:pointer}
.legal.check input{accent-color:var(--accent);width:16px;height:16px;margin:2px 0 0;flex:none;cursor:pointer}
.row:disabled:hover,.tile:disabled:hover{background:var(--bg-2)}
.row:disabled:active{transform:none}
section+.legal{margin-top:14px}
.root.embedded{display:block}
.root[dir=rtl] svg.forward{scale:-1 1}
.root.embedded .card{width:100%;max-width:420px;max-height:none;animation:none}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.footer{display:flex;justify-content:center;gap:4px;padding:10px 16px 14px;border-top:1px solid var(--border);font-size:12px;color:var(--fg-3)}
.qr{position:relative;width:260px;height:260px;padding:12px;border-radius:calc(var(--r)*5);background:#fff;box-shadow:inset 0 0 0 1px var(--border)}
.qr svg{display:block;width:100%;height:100%}
.qr.loading{background:linear-gradient(90deg,var(--bg-2),var(--bg-3),var(--bg-2));background-size:200% 100%;animation:pulse 1.2s ease-in-out infinite}
.qr-logo{position:absolute;left:50%;top:50%;width:52px;height:52px;transform:translate(-50%,-50%);display:flex;align-items:center;justify-content:center}
.qr-logo svg,.qr-logo .wimg{width:48px;height:48px;border-radius:12px}
.receive{gap:12px;padding-top:4px}
.receive-address{font-size:13px;color:var(--fg-2);word-break:break-all;max-width:300px;font-variant-numeric:tabular-nums}
.receive-networks{margin-top:14px;padding:12px;border-radius:calc(var(--r)*4);background:var(--bg-2);font-size:13px;color:var(--fg-2);text-align:center}
.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;list-style:none;margin-top:8px}
.chips li{display:flex;align-items:center;gap:6px;padding-block:4px;padding-inline:4px 10px;border-radius:999px;background:var(--bg);color:var(--fg);font-weight:500}
.chips .net{width:20px;height:20px;border-radius:999px}
.chips .net svg{width:12px;height:12px}
.tx-group+.tx-group{margin-top:14px}
.tx-group-title{font-size:13px;font-weight:600;color:var(--fg-2);margin:2px 4px 8px}
.list>.wentry{display:flex;align-items:center;gap:4px}
.wentry>.row{flex:1;min-width:0}
.wentry[data-active="true"]>.row{box-shadow:inset 0 0 0 1.5px var(--accent)}
.wtext{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.wtext>.name{flex:none}
.wtext>.muted{font-size:13px;color:var(--fg-2);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;text-align:start}
.wtitle{margin-top:16px}
.wtags{flex:none;display:flex;flex-direction:column;align-items:flex-end;gap:4px}
.row.tx{display:flex;cursor:default}
.row.tx:active{transform:none}
.row.tx .wimg{width:40px;height:40px;border-radius:999px}
.tx-text{flex:1;min-width:0;display:flex;flex-direction:column}
.tx-text .name{font-size:14px}
.tx-desc{font-size:13px;color:var(--fg-2);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-variant-numeric:tabular-nums}
.row.tx .trail{font-size:12px}
.tag.failed{background:var(--error-bg);color:var(--error)}
.tag .spinner{width:10px;height:10px;border-width:1.5px;display:inline-block;vertical-align:-1px;margin-inline-end:4px}
.tx-more{display:flex;width:100%;margin-top:12px}
.tokens{display:flex;flex-direction:column;gap:2px;margin:0 0 14px}
.tokens h3{font-size:13px;font-weight:600;color:var(--fg-2);margin:0 4px 6px}
.token{display:flex;align-items:center;gap:12px;width:100%;padding:8px;border-radius:calc(var(--r)*3)}
.token .wimg{width:32px;height:32px;border-radius:999px}
.token .tname{flex:1;min-width:0;display:flex;flex-direction:column;text-align:start}
.token .tname strong{font-size:14px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.token .tname span,.token .tamount span{font-size:12px;color:var(--fg-2)}
.token .tamount .amount{font-size:14px;color:var(--fg)}
.token .tamount{display:flex;flex-direction:column;align-items:flex-end;font-size:14px;font-weight:500;font-variant-numeric:tabular-nums}
button.token:hover{background:var(--bg-2)}
.field{display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:calc(var(--r)*4);background:var(--bg-2);margin-bottom:8px}
.field label{font-size:13px;font-weight:500;color:var(--fg-2)}
.field .line{display:flex;align-items:center;gap:8px}
.field input{all:unset;box-sizing:border-box;flex:1;min-width:0;height:36px;font-size:22px;font-weight:500;color:var(--fg);font-variant-numeric:tabular-nums}
.field input.small{font-size:14px}
.field input::placeholder{color:var(--fg-3)}
.field .hint{display:flex;justify-content:space-between;gap:8px;font-size:12px;color:var(--fg-2)}
.pick{display:inline-flex;align-items:center;gap:6px;flex:none;height:36px;padding-block:0;padding-inline:4px 10px;border-radius:999px;background:var(--bg);box-shadow:inset 0 0 0 1px var(--border);font-size:14px;font-weight:600}
.pick .wimg{width:28px;height:28px;border-radius:999px}
.pick svg{width:14px;height:14px;transform:rotate(90deg);color:var(--fg-3)}
.link{font-size:12px;font-weight:600;color:var(--accent-text)}
.input-error{font-size:13px;color:var(--error);text-align:center;margin:4px 0 0}
.fee{display:flex;justify-content:space-between;font-size:13px;color:var(--fg-2);padding:4px 4px 10px}
.btn.wide{width:100%;height:48px;font-size:15px}
.btn.primary:disabled{background:var(--bg-3);color:var(--fg-3);opacity:1}
@keyframes spin{to{transform:rotate(360deg)}}
@keyframes enter{from{transform:translateY(6px) scale(.985)}to{transform:none}}
@keyframes drop{from{opacity:0;transform:translate(-50%,-8px)}to{opacity:1;transform:translate(-50%,0)}}
@keyframes pulse{0%{background-position:100% 0}100%{background-position:-100% 0}}
@keyframes shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
.email{display:flex;flex-direction:column;gap:8px}
.embedded-logins{display:flex;flex-direction:column;gap:8px}
.socials{display:flex;flex-direction:column;gap:8px}
.social-row{display:flex;flex-wrap:wrap;gap:8px}
.social-small{flex:1 1 calc(25% - 6px);min-width:0;height:40px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.social-logo{display:grid;place-items:center;font-weight:600}
.social-mark{display:block;flex:none}
.connecting-social{align-items:center;text-align:center;gap:8px;padding:24px 0}
.email-field{display:flex;gap:8px}
.email input,.otp input{all:unset;box-sizing:border-box;flex:1;min-width:0;height:48px;padding:0 14px;border-radius:calc(var(--r)*4);background:var(--bg-2);box-shadow:inset 0 0 0 1px var(--border);font-size:15px;color:var(--fg)}
.email input:focus,.otp input:focus{box-shadow:inset 0 0 0 2px var(--accent)}
.email .btn{height:48px}
.email>input{flex:none}
.field-error{color:var(--error,#e03131);font-size:13px;min-height:0}
.divider{display:flex;align-items:center;gap:8px;color:var(--fg-3);font-size:13px}
.divider::before,.divider::after{content:'';flex:1;height:1px;background:var(--border)}
.otp{display:flex;flex-direction:column;gap:12px;align-items:stretch;text-align:center}
.otp input{flex:none;text-align:center;letter-spacing:.5em;font-size:22px;font-variant-numeric:tabular-nums}
.frame-slot{display:block;min-height:120px}
@media (max-width:430px){dialog{align-items:flex-end}.card{width:100vw;border-radius:calc(var(--r)*7) calc(var(--r)*7) 0 0;max-height:calc(100vh - 40px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition:none!important}}
`
