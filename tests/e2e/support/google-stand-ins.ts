import type { BrowserContext } from 'playwright-core';

// Firebase's sign-in popup, even against the Auth emulator, loads Google's script loader
// (https://apis.google.com/js/api.js) twice: in the app page, to open the emulator's helper iframe,
// and in that iframe, to talk back to the page. These machines are offline, so the script is
// answered by the stand-in below, which implements just the `gapi.iframes` messaging those two
// pages use (open/ping/register/send across postMessage). Everything else is real: the app, its
// Content-Security-Policy (the stand-in is still fetched from https://apis.google.com), the
// Firebase SDK, the emulator's popup widget and helper iframe, and the server's token check.
// The popup widget's cosmetic CDN files (Material styles, fonts) are answered empty.

const GAPI_STAND_IN = String.raw`
(function () {
  var pending = {};
  var seq = 0;
  var channels = [];
  function uid() { return 'stub' + (++seq) + Math.random().toString(36).slice(2); }
  function settle(id, value) {
    var cb = pending[id];
    delete pending[id];
    if (cb) { try { cb(value); } catch (e) { /* gapi swallows callback errors too */ } }
  }
  function Channel(peer) { this.peer = peer; this.handlers = {}; this.queue = {}; }
  Channel.prototype.answer = function (m) {
    var result;
    try { result = this.handlers[m.name](m.data); } catch (e) { result = { status: 'ERROR' }; }
    this.peer.postMessage({ __gapiStub: 'reply', id: m.id, result: [result] }, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queue[name] || [];
    delete this.queue[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.send = function (name, data, cb) {
    var id = uid();
    pending[id] = cb || function () {};
    this.peer.postMessage({ __gapiStub: 'call', id: id, name: name, data: data }, '*');
  };
  function channelFor(win) {
    for (var i = 0; i < channels.length; i++) if (channels[i].peer === win) return channels[i];
    var channel = new Channel(win);
    channels.push(channel);
    return channel;
  }
  window.addEventListener('message', function (e) {
    var m = e.data;
    if (!m || typeof m !== 'object' || !m.__gapiStub || !e.source) return;
    if (m.__gapiStub === 'ping') return e.source.postMessage({ __gapiStub: 'pong', id: m.id }, '*');
    if (m.__gapiStub === 'pong' || m.__gapiStub === 'reply') return settle(m.id, m.result);
    if (m.__gapiStub === 'call') {
      var channel = channelFor(e.source);
      if (channel.handlers[m.name]) channel.answer(m);
      else (channel.queue[m.name] = channel.queue[m.name] || []).push(m);
    }
  });

  function Iframe(el) { this.el = el; this.channel = channelFor(el.contentWindow); }
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype.register = function (name, handler) { this.channel.register(name, handler); };
  Iframe.prototype.send = function (name, data, cb) { this.channel.send(name, data, cb); };
  Iframe.prototype.ping = function (cb) {
    var el = this.el;
    return new Promise(function (resolve) {
      var id = uid();
      var timer = null;
      pending[id] = function () { clearInterval(timer); if (cb) cb(); resolve(); };
      function tick() { if (el.contentWindow) el.contentWindow.postMessage({ __gapiStub: 'ping', id: id }, '*'); }
      timer = setInterval(tick, 100);
      tick();
    });
  };

  var context = {
    open: function (options, onOpen) {
      var el = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(el.style, attributes.style);
        else el.setAttribute(key, attributes[key]);
      });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      var frame = new Iframe(el);
      return Promise.resolve(onOpen ? onOpen(frame) : frame);
    },
    getParentIframe: function () {
      var channel = channelFor(window.parent);
      return { register: channel.register.bind(channel), send: channel.send.bind(channel) };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: function () { return context; },
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: Iframe,
  };
  window.gapi.load = function (name, options) {
    var cb = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (cb) cb(); }, 0);
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Serves the offline stand-ins for Google's script loader and the widget's CDN files. */
export async function installGoogleStandIns(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}
