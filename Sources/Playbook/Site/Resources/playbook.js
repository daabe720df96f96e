// RxPlaybook documentation site: search over the index built at build time
// (assets/search-index.js sets window.PLAYBOOK_SEARCH), copy buttons on the
// examples, and the chapter menu on narrow screens. No network, no library.
(function () {
  "use strict";

  var root = document.body.getAttribute("data-root") || "";

  // ── Chapter menu on narrow screens ──────────────────────────────────
  var toggle = document.querySelector(".menu-toggle");
  if (toggle) {
    toggle.addEventListener("click", function () {
      var open = document.body.classList.toggle("nav-open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
    // A tap outside the open menu, or Escape, closes it.
    document.addEventListener("click", function (event) {
      if (document.body.classList.contains("nav-open") && !event.target.closest(".sidebar, .menu-toggle")) {
        document.body.classList.remove("nav-open");
        toggle.setAttribute("aria-expanded", "false");
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && document.body.classList.contains("nav-open")) {
        document.body.classList.remove("nav-open");
        toggle.setAttribute("aria-expanded", "false");
        toggle.focus();
      }
    });
  }

  // The current chapter is visible in a long sidebar.
  var current = document.querySelector('.sidebar a[aria-current="page"]');
  var sidebar = document.querySelector(".sidebar");
  if (current && sidebar && sidebar.scrollHeight > sidebar.clientHeight) {
    var top = current.offsetTop - sidebar.offsetTop;
    if (top > sidebar.clientHeight * 0.6) sidebar.scrollTop = top - sidebar.clientHeight / 3;
  }

  // ── Copy buttons ────────────────────────────────────────────────────
  function copyText(text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text, done); });
    } else {
      fallbackCopy(text, done);
    }
  }
  function fallbackCopy(text, done) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); done(); } catch (e) { /* nothing to do: the code stays selectable */ }
    document.body.removeChild(area);
  }
  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
    button.addEventListener("click", function () {
      var code = button.closest(".example").querySelector(".example-code code");
      if (!code) return;
      copyText(code.textContent, function () {
        button.textContent = "Copied";
        button.classList.add("copied");
        setTimeout(function () { button.textContent = "Copy"; button.classList.remove("copied"); }, 1500);
      });
    });
  });

  // ── Printing shows the folded setup code too ────────────────────────
  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details.setup:not([open])"), function (details) {
      details.setAttribute("open", "");
      details.setAttribute("data-opened-for-print", "");
    });
  });
  window.addEventListener("afterprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details[data-opened-for-print]"), function (details) {
      details.removeAttribute("open");
      details.removeAttribute("data-opened-for-print");
    });
  });

  // ── The table of contents marks the section being read ─────────────
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".toc a"));
  if (tocLinks.length && "IntersectionObserver" in window) {
    var headings = tocLinks.map(function (link) {
      return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
    });
    var visible = new Set();
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) visible.add(entry.target); else visible.delete(entry.target);
      });
      var current = -1;
      headings.forEach(function (heading, i) {
        if (heading && (visible.has(heading) || heading.getBoundingClientRect().top < 120)) current = i;
      });
      tocLinks.forEach(function (link, i) {
        if (i === current) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
      });
    }, { rootMargin: "-60px 0px -55% 0px" });
    headings.forEach(function (heading) { if (heading) observer.observe(heading); });
  }

  // ── Search ──────────────────────────────────────────────────────────
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var index = window.PLAYBOOK_SEARCH || [];
  if (!input || !list) return;
  var selected = -1;
  var shown = [];

  function terms(query) {
    return query.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
  }

  function score(entry, words) {
    var title = entry.t.toLowerCase();
    var heading = entry.h.toLowerCase();
    var names = entry.k.join(" ").toLowerCase();
    var text = entry.x.toLowerCase();
    var total = 0;
    for (var i = 0; i < words.length; i++) {
      var w = words[i];
      var s = 0;
      if (heading === w) s += 100;
      else if (heading.indexOf(w) === 0) s += 80;
      else if (heading.indexOf(w) >= 0) s += 50;
      if (!entry.h && title.indexOf(w) >= 0) s += 40;
      else if (title.indexOf(w) >= 0) s += 8;
      if (entry.k.some(function (k) { return k.toLowerCase() === w; })) s += 30;
      else if (names.indexOf(w) >= 0) s += 10;
      if (text.indexOf(w) >= 0) s += 5 + Math.min(5, text.split(w).length - 1);
      if (s === 0) return 0;
      total += s;
    }
    // The front page mentions everything; a chapter's own section is the better answer.
    if (entry.u === "index.html" || entry.u.indexOf("index.html#") === 0) total = total / 2;
    return total;
  }

  function snippet(entry, words) {
    var text = entry.x;
    var lower = text.toLowerCase();
    var at = -1;
    for (var i = 0; i < words.length && at < 0; i++) at = lower.indexOf(words[i]);
    if (at < 0) return text.slice(0, 140) + (text.length > 140 ? "…" : "");
    var start = Math.max(0, at - 50);
    return (start > 0 ? "…" : "") + text.slice(start, start + 150) + (start + 150 < text.length ? "…" : "");
  }

  // Puts text into an element with each search word wrapped in <mark>, as text nodes only.
  function appendMarked(element, text, words) {
    var lower = text.toLowerCase();
    var position = 0;
    while (position < text.length) {
      var next = -1, length = 0;
      for (var i = 0; i < words.length; i++) {
        var found = lower.indexOf(words[i], position);
        if (found >= 0 && (next < 0 || found < next)) { next = found; length = words[i].length; }
      }
      if (next < 0) { element.appendChild(document.createTextNode(text.slice(position))); break; }
      if (next > position) element.appendChild(document.createTextNode(text.slice(position, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      element.appendChild(mark);
      position = next + length;
    }
  }

  function render(query) {
    var words = terms(query);
    list.textContent = "";
    selected = -1;
    shown = [];
    if (words.length === 0) { close(); return; }
    var results = [];
    for (var i = 0; i < index.length; i++) {
      var s = score(index[i], words);
      if (s > 0) results.push({ entry: index[i], score: s });
    }
    results.sort(function (a, b) { return b.score - a.score; });
    shown = results.slice(0, 12).map(function (r) { return r.entry; });
    if (shown.length === 0) {
      var none = document.createElement("li");
      none.className = "no-results";
      none.textContent = "Nothing matches “" + query + "”.";
      list.appendChild(none);
    }
    shown.forEach(function (entry, position) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.u;
      link.id = "search-result-" + position;
      link.setAttribute("role", "option");
      var title = document.createElement("span");
      title.className = "result-title";
      appendMarked(title, entry.h || entry.t, words);
      link.appendChild(title);
      if (entry.h) {
        var page = document.createElement("span");
        page.className = "result-page";
        page.textContent = entry.t;
        link.appendChild(page);
      }
      var text = document.createElement("span");
      text.className = "result-text";
      appendMarked(text, snippet(entry, words), words);
      link.appendChild(text);
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
  }

  function close() {
    list.hidden = true;
  }

  function select(position) {
    var links = list.querySelectorAll("a");
    if (links.length === 0) return;
    selected = (position + links.length) % links.length;
    Array.prototype.forEach.call(links, function (link, i) {
      link.setAttribute("aria-selected", i === selected ? "true" : "false");
    });
    links[selected].scrollIntoView({ block: "nearest" });
    input.setAttribute("aria-activedescendant", links[selected].id);
  }

  input.addEventListener("input", function () { render(input.value); });
  input.addEventListener("focus", function () { if (input.value) render(input.value); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
    else if (event.key === "Escape") { close(); input.blur(); }
    else if (event.key === "Enter") {
      var links = list.querySelectorAll("a");
      var target = links[selected >= 0 ? selected : 0];
      if (target) { event.preventDefault(); window.location.href = target.href; close(); }
    }
  });
  document.addEventListener("click", function (event) {
    if (!event.target.closest(".search")) close();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input && !/input|textarea/i.test(document.activeElement.tagName)) {
      event.preventDefault();
      input.focus();
    }
  });
})();
