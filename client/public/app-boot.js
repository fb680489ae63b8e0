// A prerendered page paints from its HTML; its scripts only hydrate it. The server lists them in
// #app-scripts instead of the head (server/modules/seo/page-shell.ts), and this asks for them once the page
// has painted its words, so on a slow connection they never share the bandwidth of what that paint needs
// (docs/decisions/budget-phones.md). Inline in the page, its hash in the CSP.
(function () {
  var list = document.getElementById("app-scripts");
  if (!list) return;
  var files = JSON.parse(list.textContent);
  var asked = false;
  function add(file, entry) {
    var tag = document.createElement(entry ? "script" : "link");
    tag.crossOrigin = "";
    if (entry) {
      tag.type = "module";
      tag.src = file;
    } else {
      tag.rel = "modulepreload";
      tag.href = file;
    }
    document.head.appendChild(tag);
  }
  // A few at a time: each tag starts a request, and fifty in one go held the main thread for a long task
  // on a slow phone. In a background tab (whose timers the browser slows to one a second) all at once.
  function load() {
    if (asked) return;
    asked = true;
    var next = 0;
    (function some() {
      var batch = document.visibilityState === "hidden" ? files.length : 6;
      for (var end = Math.min(files.length, next + batch); next < end; next++) add(files[next], next === 0);
      if (next < files.length) setTimeout(some, 0);
    })();
  }
  // Once the page's words have painted (its first contentful paint), not merely a first frame: the frame
  // after the first one often showed no words yet, and the scripts then shared the bandwidth of what they
  // still needed. Where the browser reports paints, a page that somehow never paints words gets its code
  // after a while all the same; a browser without paint timing waits for the frame after the first one.
  // A tab in the background paints nothing until shown, so there (or if it is hidden before it paints) the
  // scripts are asked for at once.
  function afterPaint() {
    setTimeout(load, 0);
  }
  if (document.visibilityState === "hidden") load();
  else {
    var types = (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") >= 0) {
      var observer = new PerformanceObserver(function (entries) {
        if (!entries.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe({ type: "paint", buffered: true });
      setTimeout(load, 2000);
    } else {
      requestAnimationFrame(afterPaint);
    }
    document.addEventListener("visibilitychange", load, { once: true });
  }
})();
