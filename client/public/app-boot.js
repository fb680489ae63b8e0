// A prerendered page paints from its HTML; its scripts only hydrate it. The server lists them in
// #app-scripts instead of the head (server/modules/seo/page-shell.ts), and this asks for them once the page
// has painted, so on a slow connection they never share the HTML's bandwidth before the first paint
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
  // The frame after the first one: the page has painted. A tab in the background paints nothing until
  // shown, so there (or if it is hidden before that frame) the scripts are asked for at once.
  if (document.visibilityState === "hidden") load();
  else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
    document.addEventListener("visibilitychange", load, { once: true });
  }
})();
