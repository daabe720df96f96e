// RxPlaybook documentation site: applies the reader's remembered theme
// (light or dark; none means the system's) before the page is first painted.
// Loaded without defer from the head for that reason; playbook.js has the toggle.
try {
  var playbookTheme = localStorage.getItem("playbook-theme");
  if (playbookTheme === "light" || playbookTheme === "dark") document.documentElement.setAttribute("data-theme", playbookTheme);
} catch (e) { /* no storage (file:// in some browsers, private mode): the system's theme */ }
