/**
 * The local TapPay's web SDK and hosted field page, following the public TPDirect API
 * (docs.tappaysdk.com/tutorial/en/web/front.html; github.com/TapPay/tappay-web-example, TapPay_Fields,
 * Payment_Request, Google_Pay):
 *   TPDirect.setupSDK(appId, appKey, serverType)
 *   TPDirect.card.setup({ fields: { number, expirationDate, ccv: { element, placeholder } }, styles })
 *   TPDirect.card.onUpdate(cb) · TPDirect.card.getTappayFieldsStatus() · TPDirect.card.getPrime(cb)
 *   TPDirect.paymentRequestApi.checkAvailability() / setupApplePay / setupPaymentRequest(data, cb) / getPrime(cb)
 *   TPDirect.googlePay.setupGooglePay(cfg) / setupPaymentRequest(req, cb(err, result)) / getPrime(cb)
 *   TPDirect.linePay.getPrime(cb) / TPDirect.jkoPay.getPrime(cb) → { status, msg, prime: 'ln_…' / 'jk_…', clientip };
 *   TPDirect.redirect(payment_url) (Line_Pay, JKO_Pay)
 * Field status codes as TapPay's onUpdate: 0 valid, 1 empty, 2 error, 3 typing.
 *
 * Each field is an iframe of this server's origin. Only the fields see the card: the number field asks its
 * siblings for expiry and code over a BroadcastChannel of this origin (the shop's page cannot join it),
 * exchanges the card for a prime at /tpc/getPrime, and posts only the prime and the card's last four digits
 * to the page. The page learns each field's status (valid / empty / error), never its value.
 */

/** The SDK the shop's page loads with <script src=…/sdk/tpdirect.js>. */
export function sdkScript(origin: string): string {
  return `(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var state = { appId: null, appKey: null, serverType: null, sid: null, frames: {}, status: { number: 1, expiry: 1, ccv: 1 }, cardType: 'unknown', listeners: [], pending: {} };
  function emit() {
    var s = TPDirect.card.getTappayFieldsStatus();
    state.listeners.forEach(function (cb) { try { cb(s); } catch (e) { setTimeout(function () { throw e; }); } });
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || event.data.source !== 'tpdirect-field' || event.data.sid !== state.sid) return;
    var d = event.data;
    var frame = state.frames[d.type];
    if (!frame || event.source !== frame.contentWindow) return;
    if (d.cmd === 'status') {
      state.status[d.type === 'expirationDate' ? 'expiry' : d.type] = d.status;
      if (d.type === 'number') state.cardType = d.cardType || 'unknown';
      emit();
    } else if (d.cmd === 'focus') {
      frame.parentNode.classList.toggle('tappay-field-focus', d.focused);
    } else if (d.cmd === 'prime' && state.pending[d.reqId]) {
      var cb = state.pending[d.reqId];
      delete state.pending[d.reqId];
      cb(d.result);
    }
  });
  function element(ref) { return typeof ref === 'string' ? document.querySelector(ref) : ref; }
  function walletPrime(wallet, cb) {
    var req = Math.random().toString(36).slice(2);
    var frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.title = 'TapPay';
    frame.src = ORIGIN + '/sdk/field.html?type=wallet&wallet=' + wallet + '&sid=' + req + '&parent=' + encodeURIComponent(location.origin) + '&app_id=' + state.appId;
    state.frames.wallet = frame;
    var prev = state.sid; state.sid = req;
    state.pending.wallet = function (result) { state.sid = prev; frame.remove(); cb(result); };
    document.body.appendChild(frame);
  }
  var TPDirect = {
    version: 'sandbox-1',
    setupSDK: function (appId, appKey, serverType) { state.appId = appId; state.appKey = appKey; state.serverType = serverType; },
    card: {
      setup: function (config) {
        state.sid = Math.random().toString(36).slice(2);
        state.frames = {};
        var fields = (config && config.fields) || {};
        ['number', 'expirationDate', 'ccv'].forEach(function (type) {
          var f = fields[type];
          if (!f) return;
          var host = element(f.element);
          if (!host) return;
          host.innerHTML = '';
          var frame = document.createElement('iframe');
          var q = new URLSearchParams({ type: type, sid: state.sid, parent: location.origin, placeholder: f.placeholder || '', styles: JSON.stringify((config && config.styles) || {}) });
          frame.src = ORIGIN + '/sdk/field.html?' + q.toString();
          frame.setAttribute('frameborder', '0');
          frame.setAttribute('scrolling', 'no');
          frame.title = type;
          frame.style.cssText = 'border:0;width:100%;height:100%;min-height:1.6em;display:block;background:transparent';
          host.appendChild(frame);
          state.frames[type] = frame;
        });
        state.status = { number: 1, expiry: 1, ccv: 1 };
      },
      onUpdate: function (cb) { state.listeners.push(cb); },
      getTappayFieldsStatus: function () {
        var s = state.status;
        return { canGetPrime: s.number === 0 && s.expiry === 0 && (state.frames.ccv ? s.ccv === 0 : true), hasError: s.number === 2 || s.expiry === 2 || s.ccv === 2, status: { number: s.number, expiry: s.expiry, ccv: s.ccv }, cardType: state.cardType };
      },
      getPrime: function (cb) {
        var frame = state.frames.number;
        if (!frame) return cb({ status: -3, msg: 'failed to get prime' });
        var reqId = Math.random().toString(36).slice(2);
        state.pending[reqId] = cb;
        frame.contentWindow.postMessage({ source: 'tpdirect', cmd: 'getPrime', reqId: reqId, appId: state.appId, appKey: state.appKey }, ORIGIN);
        setTimeout(function () { if (state.pending[reqId]) { delete state.pending[reqId]; cb({ status: 421, msg: 'Gateway Timeout' }); } }, 15000);
      }
    },
    paymentRequestApi: {
      checkAvailability: function () { return typeof window.PaymentRequest === 'function'; },
      setupApplePay: function () {},
      setupPayWithGoogle: function () {},
      setupPaymentRequest: function (data, cb) {
        var browser = typeof window.PaymentRequest === 'function' && typeof window.ApplePaySession === 'function';
        var active = false;
        try { active = browser && window.ApplePaySession.canMakePayments(); } catch (e) { active = false; }
        setTimeout(function () { cb({ browserSupportPaymentRequest: browser, canMakePaymentWithActiveCard: Boolean(active) }); });
      },
      getPrime: function (cb) { walletPrime('apple_pay', function (r) { cb({ status: r.status, msg: r.msg, prime: r.prime, card: r.card }); }); }
    },
    googlePay: {
      setupGooglePay: function () {},
      setupPaymentRequest: function (req, cb) {
        if (typeof window.PaymentRequest !== 'function') return setTimeout(function () { cb(new Error('PaymentRequest is not supported'), { canUseGooglePay: false }); });
        try {
          var pr = new window.PaymentRequest([{ supportedMethods: 'https://google.com/pay', data: { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'JCB'] } }] } }], { total: { label: 'Total', amount: { currency: 'TWD', value: String((req && (req.price || (req.transactionInfo && req.transactionInfo.totalPrice))) || '1') } } });
          pr.canMakePayment().then(function (ok) { cb(null, { canUseGooglePay: Boolean(ok) }); }, function () { cb(null, { canUseGooglePay: false }); });
        } catch (e) { setTimeout(function () { cb(null, { canUseGooglePay: false }); }); }
      },
      getPrime: function (cb) { walletPrime('google_pay', function (r) { cb(r.status === 0 ? null : r, r); }); }
    },
    linePay: { getPrime: function (cb) { walletPrime('line_pay', function (r) { cb({ status: r.status, msg: r.msg, prime: r.prime, clientip: r.clientip }); }); } },
    jkoPay: { getPrime: function (cb) { walletPrime('jko_pay', function (r) { cb({ status: r.status, msg: r.msg, prime: r.prime, clientip: r.clientip }); }); } },
    redirect: function (url) { window.location.href = url; }
  };
  window.TPDirect = TPDirect;
})();
`
}

const FIELD_SCRIPT = `(function () {
  'use strict';
  var q = new URLSearchParams(location.search);
  var type = q.get('type'), sid = q.get('sid'), parentOrigin = q.get('parent');
  var channel = new BroadcastChannel('tpdirect-' + sid);
  function tell(msg) { msg.source = 'tpdirect-field'; msg.sid = sid; msg.type = type === 'wallet' ? 'wallet' : type; window.parent.postMessage(msg, parentOrigin); }
  if (type === 'wallet') {
    fetch('/tpc/getPrime', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: q.get('app_id'), wallet: q.get('wallet') }) })
      .then(function (r) { return r.json(); })
      .then(function (result) { tell({ cmd: 'prime', reqId: 'wallet', result: { status: result.status, msg: result.msg, prime: result.prime, card: result.card, clientip: result.clientip } }); });
    return;
  }
  var input = document.getElementById('f');
  function digits(v) { return v.replace(/\\D/g, ''); }
  function luhn(n) { var s = 0; for (var i = 0; i < n.length; i++) { var d = +n[n.length - 1 - i] * (i % 2 ? 2 : 1); s += d > 9 ? d - 9 : d; } return s % 10 === 0; }
  function cardType(n) { return /^4/.test(n) ? 'visa' : /^(5[1-5]|2[2-7])/.test(n) ? 'mastercard' : /^35/.test(n) ? 'jcb' : /^3[47]/.test(n) ? 'amex' : /^62/.test(n) ? 'unionpay' : 'unknown'; }
  function status() {
    var v = input.value;
    if (!v) return 1;
    if (type === 'number') { var n = digits(v); if (n.length < 13) return 3; return n.length <= 19 && luhn(n) ? 0 : (n.length >= 16 ? 2 : 3); }
    if (type === 'expirationDate') {
      var m = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec(v); if (!m) return digits(v).length < 4 ? 3 : 2;
      var mm = +m[1], yy = 2000 + +m[2], now = new Date();
      if (mm < 1 || mm > 12) return 2;
      return yy > now.getFullYear() || (yy === now.getFullYear() && mm >= now.getMonth() + 1) ? 0 : 2;
    }
    var c = digits(v); return c.length >= 3 && c.length <= 4 ? 0 : 3;
  }
  function format() {
    if (type === 'number') { var n = digits(input.value).slice(0, 19); input.value = n.replace(/(\\d{4})(?=\\d)/g, '$1 '); }
    else if (type === 'expirationDate') { var e = digits(input.value).slice(0, 4); input.value = e.length > 2 ? e.slice(0, 2) + ' / ' + e.slice(2) : e; }
    else input.value = digits(input.value).slice(0, 4);
  }
  var last = -1;
  function update(force) {
    var s = status();
    input.className = s === 0 ? 'valid' : s === 2 ? 'invalid' : '';
    input.setAttribute('aria-invalid', s === 2 ? 'true' : 'false');
    if (s !== last || force) { last = s; tell({ cmd: 'status', status: s, cardType: type === 'number' ? cardType(digits(input.value)) : undefined }); }
  }
  input.addEventListener('input', function () { format(); update(false); });
  input.addEventListener('focus', function () { tell({ cmd: 'focus', focused: true }); });
  input.addEventListener('blur', function () { tell({ cmd: 'focus', focused: false }); update(true); });
  // Siblings of this origin answer the number field's request for their values; nobody else can listen.
  var collected = {};
  channel.onmessage = function (event) {
    var d = event.data || {};
    if (d.cmd === 'collect' && type !== 'number') channel.postMessage({ cmd: 'value', reqId: d.reqId, type: type, value: input.value });
    if (d.cmd === 'value' && type === 'number' && collected[d.reqId]) collected[d.reqId](d);
  };
  window.addEventListener('message', function (event) {
    var d = event.data || {};
    if (event.origin !== parentOrigin || event.source !== window.parent || d.source !== 'tpdirect' || d.cmd !== 'getPrime' || type !== 'number') return;
    var values = {};
    collected[d.reqId] = function (m) {
      values[m.type] = m.value;
      if ('expirationDate' in values && 'ccv' in values) {
        delete collected[d.reqId];
        var exp = values.expirationDate.replace(/\\s/g, '');
        fetch('/tpc/getPrime', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: d.appId, app_key: d.appKey, card: { number: digits(input.value), expiry: exp, ccv: values.ccv } }) })
          .then(function (r) { return r.json(); })
          .then(function (result) { tell({ cmd: 'prime', reqId: d.reqId, result: result }); }, function () { tell({ cmd: 'prime', reqId: d.reqId, result: { status: -3, msg: 'failed to get prime' } }); });
      }
    };
    channel.postMessage({ cmd: 'collect', reqId: d.reqId });
  });
  update(true);
})();`

/** One hosted field: an input styled with the `styles` the page passed to card.setup (plain CSS declarations). */
export function fieldPage(params: URLSearchParams): string {
  const type = params.get('type') ?? ''
  let css = ''
  try {
    const styles = JSON.parse(params.get('styles') ?? '{}') as Record<string, Record<string, string>>
    for (const [selector, rules] of Object.entries(styles)) {
      if (selector.startsWith('@') || typeof rules !== 'object') continue
      const safeSelector = selector.replace(/[^a-z0-9 .:#-]/gi, '')
      const decls = Object.entries(rules)
        .filter(([k, v]) => /^[a-z-]+$/.test(k) && /^[^;{}<>]*$/.test(String(v)))
        .map(([k, v]) => `${k}:${v}`)
        .join(';')
      css += `${safeSelector}{${decls}}`
    }
  } catch {
    css = ''
  }
  const attrs: Record<string, string> = {
    number: 'inputmode="numeric" autocomplete="cc-number" maxlength="23"',
    expirationDate: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"',
    ccv: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  }
  const placeholder = (params.get('placeholder') ?? '').replace(/[<>"&]/g, '')
  const input = type === 'wallet' ? '' : `<input id="f" type="text" ${attrs[type] ?? ''} placeholder="${placeholder}" aria-label="${placeholder}" spellcheck="false">`
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>
html,body{margin:0;padding:0;background:transparent;height:100%}input{box-sizing:border-box;width:100%;height:100%;border:0;outline:0;background:transparent;font:16px system-ui,sans-serif;color:#1f2937;padding:0}
input.invalid{color:#b91c1c}${css}</style></head><body>${input}<script>${FIELD_SCRIPT}</script></body></html>`
}
