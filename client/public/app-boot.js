// A prerendered page paints from its HTML; its scripts only hydrate it. The server lists them in
// #app-scripts instead of the head (server/modules/seo/page-shell.ts), and this asks for them once the page
// has painted, so on a slow connection they never share the HTML's bandwidth before the first paint
// (docs/decisions/budget-phones.md). Inline in the page, its hash in the CSP.
(function () {
  var list = document.getElementById("app-scripts");
  if (!list) return;
  var files = JSON.parse(list.textContent);
  var asked = false;
  function load() {
    if (asked) return;
    asked = true;
    files.forEach(function (file, i) {
      var tag = document.createElement(i === 0 ? "script" : "link");
      tag.crossOrigin = "";
      if (i === 0) {
        tag.type = "module";
        tag.src = file;
      } else {
        tag.rel = "modulepreload";
        tag.href = file;
      }
      document.head.appendChild(tag);
    });
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
