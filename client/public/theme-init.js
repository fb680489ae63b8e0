(function () {
  try {
    var stored = localStorage.getItem("theme") || "light";
    var dark = stored === "dark" || (stored === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.add(dark ? "dark" : "light");
  } catch (e) {}
})();
