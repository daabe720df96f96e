// Live reload for `playbook watch --serve`: the server inserts this script
// into the pages it serves (a site written by `playbook build` never holds
// it). The page knows the version it was served at; the script asks the
// server which pages changed since, waiting until something was rebuilt,
// and reloads when the page being read is among them.
(function () {
  "use strict";
  var script = document.currentScript;
  var version = Number(script && script.getAttribute("data-version")) || 0;
  var page = decodeURIComponent(location.pathname);
  if (page.charAt(page.length - 1) === "/") page += "index.html";
  var failures = 0;

  function notice() {
    if (document.querySelector(".reload-notice")) return;
    var note = document.createElement("p");
    note.className = "reload-notice";
    note.setAttribute("role", "status");
    note.textContent = "This page changed on disk. Reload it to see the change (your edits in the editor will be lost).";
    document.body.insertBefore(note, document.body.firstChild);
  }

  function ask() {
    fetch("/__playbook/changes?since=" + version, { cache: "no-store" })
      .then(function (response) {
        if (!response.ok) throw new Error("status " + response.status);
        return response.json();
      })
      .then(function (change) {
        failures = 0;
        if (change.pages.indexOf(page) >= 0) {
          // Edits in the live playground are not thrown away: say so instead.
          if (window.PlaybookPlayground && window.PlaybookPlayground.editing()) {
            notice();
          } else {
            location.reload();
            return;
          }
        }
        version = change.version;
        ask();
      })
      .catch(function () {
        // The server stopped or restarts: try again for a while, then stop asking.
        failures += 1;
        if (failures < 60) setTimeout(ask, 1000);
      });
  }
  ask();
})();
