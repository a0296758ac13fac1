/* global document, window, localStorage */
// Light or dark before the first paint (issue 30 item 4): the choice the console's theme keeps in
// localStorage ('mui-mode': light, dark or system, the default), the system's setting for 'system'.
// A file of our own origin, loaded by index.html before the body: the CSP allows no inline script.
// Keep in step with libs/shared/ui/src/lib/color-scheme.ts.
(function () {
  var root = document.documentElement;
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  var mode = function () {
    try {
      return localStorage.getItem('mui-mode') || 'system';
    } catch (e) {
      return 'system';
    }
  };
  var apply = function () {
    var m = mode();
    var dark = m === 'dark' || (m !== 'light' && system.matches);
    root.setAttribute('data-mui-color-scheme', dark ? 'dark' : 'light');
  };
  apply();
  // The public pages have no theme of their own to follow a change of the system's setting.
  system.addEventListener('change', apply);
})();
