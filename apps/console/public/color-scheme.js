/* global document, window, localStorage, location, atob */
// Before the first paint, from a file of our origin (the CSP allows no inline script):
// 1. Light or dark (issue 30 item 4): the choice the console's theme keeps in localStorage
//    ('mui-mode': light, dark or system, the default), the system's setting for 'system'.
//    Keep in step with libs/shared/ui/src/lib/color-scheme.ts.
// 2. The signed-in shell painted from the HTML (issue 31; docs/decisions/console.md, "The first
//    paint from the HTML"): on a /dashboard URL with a stored session, the role of its access
//    token goes on <html> (`data-boot-role`; the shell's CSS shows the menu of a staff role), with
//    the layout of use-layout-view.ts (`data-boot-view`) and the folded menu (`data-boot-mini`, as
//    dashboard-layout.tsx reads it); and the chunks of the page's code start loading
//    (`<link rel="modulepreload">` from the build's `boot-preload` meta). No session, another URL
//    (/signin): nothing, the shell stays hidden. Keep in step with util-auth's auth-store.ts
//    ('console-auth') and jwt.ts (a role, a subject, a refresh token).
(function () {
  var root = document.documentElement;
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  var stored = function (key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  };
  var apply = function () {
    var m = stored('mui-mode') || 'system';
    var dark = m === 'dark' || (m !== 'light' && system.matches);
    root.setAttribute('data-mui-color-scheme', dark ? 'dark' : 'light');
  };
  apply();
  // The public pages have no theme of their own to follow a change of the system's setting.
  system.addEventListener('change', apply);

  var path = location.pathname;
  if (!/^\/dashboard(\/|$)/.test(path)) return;
  var claims = null;
  try {
    var state = JSON.parse(stored('console-auth') || 'null').state;
    var payload = state.refreshToken && state.token.split('.')[1];
    claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  } catch (e) {
    return;
  }
  // The shell's CSS shows a menu only for the staff roles (contract's staffRoles).
  if (!claims || typeof claims.sub !== 'string' || typeof claims.role !== 'number') return;
  // A password someone else set is changed first (/changepassword, no shell there).
  if (claims.mustChangePassword === true) return;
  var width = window.innerWidth;
  var view = width > 1220 ? 'desktop' : width > 767 ? 'tab' : 'mobile';
  root.setAttribute('data-boot-role', String(claims.role));
  root.setAttribute('data-boot-view', view);
  if (view !== 'desktop' || stored('console-menu-mini') === '1')
    root.setAttribute('data-boot-mini', '');

  var list = document.querySelector('meta[name="boot-preload"]');
  var routes = {};
  try {
    routes = JSON.parse((list && list.getAttribute('content')) || '{}');
  } catch (e) {
    return;
  }
  var page = path.replace(/\/+$/, '');
  var head = document.head;
  Object.keys(routes).forEach(function (pattern) {
    var any = pattern.slice(-2) === '/*';
    var prefix = any ? pattern.slice(0, -2) : pattern;
    if (!(any ? page === prefix || page.indexOf(prefix + '/') === 0 : page === pattern)) return;
    routes[pattern].forEach(function (href) {
      if (head.querySelector('link[href="' + href + '"]')) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      head.appendChild(link);
    });
  });
})();
