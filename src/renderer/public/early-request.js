// Asks for home's answer while the app's scripts are still loading: a plain script in the
// page's head runs as soon as the page arrives, before the app's module (300 KB) is fetched and compiled. Browser
// host only (in Electron the preload sets window.api first). The app takes the pending response in
// lib/early-request.ts, reads it like any other answer, and falls back to asking again if anything differs.
(function () {
  if (window.api || window.location.pathname !== '/') return;
  var input = { tz_offset_minutes: new Date().getTimezoneOffset() };
  var response = fetch('/api/home%3Aget', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
  });
  // Marks a failure as handled here; the app still sees it and reports the host as unreachable.
  response.catch(function () {});
  window.__workbenchEarly = { channel: 'home:get', input: input, response: response };
})();
