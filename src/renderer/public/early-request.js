// Asks for home's answer while the app's scripts are still loading: an async script in the page's head runs as
// soon as it arrives, before the app's module (300 KB) is fetched and compiled. Async, not a plain script: a
// parser-blocking script held back the requests for the app's own scripts and styles until it had arrived and run
// (about 90 ms on a fresh profile), so home:get went out no sooner and everything else went out later. Its tag asks
// for high fetch priority: Chromium gives an async script low priority and can hold it back behind the app's own
// scripts while the head loads, the very wait this script exists to avoid. Browser host only (in Electron the
// preload sets window.api first). The app takes the pending response in
// lib/early-request.ts, reads it like any other answer, and falls back to asking again if anything differs; if
// this script arrives after the app has started (a returning visit, where the app's scripts come from the cache),
// the app has already asked and left null here, and nothing is sent twice.
(function () {
  if (window.api || window.__workbenchEarly !== undefined || window.location.pathname !== '/') return;
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
