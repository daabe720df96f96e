// RxPlaybook documentation site: search over the index built at build time
// (assets/search-index.js sets window.PLAYBOOK_SEARCH; loaded only when the
// reader searches, so no page waits for it), tolerant of typos, knowing other
// names of an operator, and reached by ?q= links; the page a result opens
// marks the terms found (?h=); copy buttons and hidden lines on the
// examples; the theme toggle; and the chapter menu on narrow screens. No
// network, no library.
(function () {
  "use strict";

  var root = document.body.getAttribute("data-root") || "";

  // ── Theme: system, light or dark, remembered ────────────────────────
  // The page's head applies a remembered choice before the first paint.
  var themeButton = document.querySelector(".theme-toggle");
  var themes = ["system", "light", "dark"];
  var themeNames = { system: "System", light: "Light", dark: "Dark" };
  var themeIcons = { system: "◐", light: "☀", dark: "☾" };
  function storedTheme() {
    try { var t = localStorage.getItem("playbook-theme"); return t === "light" || t === "dark" ? t : "system"; } catch (e) { return "system"; }
  }
  function showTheme(theme) {
    if (theme === "system") document.documentElement.removeAttribute("data-theme");
    else document.documentElement.setAttribute("data-theme", theme);
    if (!themeButton) return;
    themeButton.querySelector(".theme-label").textContent = themeNames[theme];
    themeButton.querySelector(".theme-icon").textContent = themeIcons[theme];
    themeButton.setAttribute("aria-label", "Theme: " + themeNames[theme] + " (change)");
    themeButton.setAttribute("data-theme-choice", theme);
  }
  showTheme(storedTheme());
  if (themeButton) {
    themeButton.addEventListener("click", function () {
      var next = themes[(themes.indexOf(storedTheme()) + 1) % themes.length];
      try {
        if (next === "system") localStorage.removeItem("playbook-theme"); else localStorage.setItem("playbook-theme", next);
      } catch (e) { /* storage refused (private mode): the choice lasts for this page only */ }
      showTheme(next);
    });
  }

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
  // The button's data-copy is the whole program, written when the site was
  // built: the setup code, the hidden lines, RxSwift's imports (a marble
  // example in its RxTest form). Without it, the code as shown.
  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
    button.addEventListener("click", function () {
      var code = button.closest(".example").querySelector(".example-code code");
      var text = button.getAttribute("data-copy") || (code && code.textContent);
      if (!text) return;
      copyText(text, function () {
        button.textContent = "Copied";
        button.classList.add("copied");
        setTimeout(function () { button.textContent = "Copy"; button.classList.remove("copied"); }, 1500);
      });
    });
  });

  // ── Hidden lines: folded until the reader asks ─────────────────────
  Array.prototype.forEach.call(document.querySelectorAll("button.reveal-hidden"), function (button) {
    button.addEventListener("click", function () {
      var shown = button.closest(".example").classList.toggle("reveal");
      button.setAttribute("aria-pressed", shown ? "true" : "false");
      button.textContent = (shown ? "Hide " : "Show ") + button.getAttribute("data-lines");
    });
  });

  // ── Printing shows the folded setup code too ────────────────────────
  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details.setup:not([open]), details.marble-text:not([open])"), function (details) {
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

  // ── The terms a search found, marked on the page it opened (?h=) ──────
  function markTerms(words) {
    var main = document.querySelector("main .page");
    if (!main || !words.length) return;
    var lower = words.map(function (w) { return w.toLowerCase(); }).filter(function (w) { return w.length > 1; });
    var walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        return node.parentNode.closest("script, style, template, textarea, svg, mark, button") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      var text = node.nodeValue;
      var low = text.toLowerCase();
      var pieces = [];
      var position = 0;
      while (position < text.length) {
        var next = -1, length = 0;
        lower.forEach(function (w) {
          var found = low.indexOf(w, position);
          if (found >= 0 && (next < 0 || found < next)) { next = found; length = w.length; }
        });
        if (next < 0) break;
        pieces.push([next, length]);
        position = next + length;
      }
      if (!pieces.length) return;
      var fragment = document.createDocumentFragment();
      var at = 0;
      pieces.forEach(function (piece) {
        if (piece[0] > at) fragment.appendChild(document.createTextNode(text.slice(at, piece[0])));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = text.slice(piece[0], piece[0] + piece[1]);
        fragment.appendChild(mark);
        at = piece[0] + piece[1];
      });
      if (at < text.length) fragment.appendChild(document.createTextNode(text.slice(at)));
      node.parentNode.replaceChild(fragment, node);
    });
  }
  var highlighted = null;
  try { highlighted = new URLSearchParams(window.location.search).get("h"); } catch (e) { highlighted = null; }
  if (highlighted) {
    markTerms(highlighted.split(/\s+/).filter(function (w) { return w; }));
  }

  // ── Search ──────────────────────────────────────────────────────────
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var index = [];
  if (!input || !list) return;
  // The index is a script of its own, asked for the first time the reader searches.
  var waiting = null;
  function withIndex(then) {
    if (window.PLAYBOOK_SEARCH) { index = window.PLAYBOOK_SEARCH; then(); return; }
    if (waiting) { waiting.push(then); return; }
    waiting = [then];
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = script.onerror = function () {
      index = window.PLAYBOOK_SEARCH || [];
      var ready = waiting;
      waiting = null;
      ready.forEach(function (callback) { callback(); });
    };
    document.head.appendChild(script);
  }
  window.PlaybookSearch = { load: withIndex };
  var selected = -1;
  var shown = [];

  function terms(query) {
    return query.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
  }

  // Typo tolerance, the rules of SearchIndex+Fuzzy.swift: a query word that
  // no field contains still matches an entry holding a word within a few
  // edits of it (none up to 3 letters, 1 up to 7, 2 from 8).
  function wordsOf(text) {
    return text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(function (w) { return w.length >= 2; });
  }
  function allowedEdits(length) { return length <= 3 ? 0 : length <= 7 ? 1 : 2; }
  function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    if (!a.length || !b.length) return Math.max(a.length, b.length);
    var before = [], previous = [], current = [];
    for (var j = 0; j <= b.length; j++) { previous[j] = j; before[j] = 0; current[j] = 0; }
    for (var i = 1; i <= a.length; i++) {
      current[0] = i;
      var smallest = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
        smallest = Math.min(smallest, current[j]);
      }
      if (smallest > limit) return limit + 1;
      var spare = before; before = previous; previous = current; current = spare;
    }
    return previous[b.length];
  }
  var entryWords = null, vocabulary = null;
  function vocabularyOf() {
    if (vocabulary) return vocabulary;
    var all = {};
    entryWords = index.map(function (entry) {
      var own = {};
      wordsOf([entry.t, entry.h, entry.k.join(" "), entry.x, entry.c || ""].join(" ")).forEach(function (w) { own[w] = true; all[w] = true; });
      return own;
    });
    vocabulary = Object.keys(all);
    return vocabulary;
  }
  function closeTerms(word) {
    var limit = allowedEdits(word.length);
    if (limit === 0) return [];
    return vocabularyOf().filter(function (term) {
      return term !== word && Math.abs(term.length - word.length) <= limit && editDistance(word, term, limit) <= limit;
    });
  }

  // How well one query word matches an entry: heading first, then title,
  // code names, prose, and an example's code and output.
  function wordScore(entry, w) {
    var title = entry.t.toLowerCase();
    var heading = entry.h.toLowerCase();
    var names = entry.k.join(" ").toLowerCase();
    var text = entry.x.toLowerCase();
    var code = (entry.c || "").toLowerCase();
    var s = 0;
    if (heading === w) s += 100;
    else if (heading.indexOf(w) === 0) s += 80;
    else if (heading.indexOf(w) >= 0) s += 50;
    if (!entry.h && title.indexOf(w) >= 0) s += 40;
    else if (title.indexOf(w) >= 0) s += 8;
    if (entry.k.some(function (k) { return k.toLowerCase() === w; })) s += 30;
    else if (names.indexOf(w) >= 0) s += 10;
    // Another name of the operator the section is about (switchMap, takeUntil).
    if (entry.a && entry.a[w]) s += 150;
    if (text.indexOf(w) >= 0) s += 5 + Math.min(5, text.split(w).length - 1);
    if (code.indexOf(w) >= 0) s += 3;
    return s;
  }

  function score(entry, words, nearby, position) {
    var total = 0;
    for (var i = 0; i < words.length; i++) {
      var s = wordScore(entry, words[i]);
      // No field holds the word as typed: score the entry's close words, a little lower.
      if (s === 0) {
        nearby[i].forEach(function (term) {
          if (entryWords[position][term]) s = Math.max(s, wordScore(entry, term) * 0.9);
        });
      }
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
    // Found only in an example's code or output: show that part of it.
    if (at < 0 && entry.c) {
      var inCode = entry.c.toLowerCase();
      for (i = 0; i < words.length && at < 0; i++) at = inCode.indexOf(words[i]);
      if (at >= 0) {
        var from = Math.max(0, at - 40);
        return (from > 0 ? "…" : "") + entry.c.slice(from, from + 140) + (from + 140 < entry.c.length ? "…" : "");
      }
    }
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
    withIndex(function () { show(input.value || query); });
  }

  function show(query) {
    var words = terms(query);
    list.textContent = "";
    selected = -1;
    shown = [];
    if (words.length === 0) { close(); return; }
    var nearby = words.map(closeTerms);
    var results = [];
    for (var i = 0; i < index.length; i++) {
      var s = score(index[i], words, nearby, i);
      if (s > 0) results.push({ entry: index[i], score: s });
    }
    // Marks show the words as found, typos corrected.
    words = words.concat.apply(words, nearby);
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
      // The page it opens marks the terms found: the words, and the name an alias stands for.
      var asked = terms(query);
      var found = asked.slice();
      var own = (entryWords && entryWords[index.indexOf(entry)]) || {};
      nearby.forEach(function (close) { close.forEach(function (term) { if (own[term] && found.indexOf(term) < 0) found.push(term); }); });
      asked.forEach(function (w) { if (entry.a && entry.a[w]) found.push(entry.a[w]); });
      var hash = entry.u.indexOf("#");
      var path = hash < 0 ? entry.u : entry.u.slice(0, hash);
      link.href = root + path + "?h=" + encodeURIComponent(found.join(" ")) + (hash < 0 ? "" : entry.u.slice(hash));
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
  input.addEventListener("focus", function () { if (input.value) render(input.value); else withIndex(function () {}); });
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

  // A ?q= link (search.html?q=…, or any page) opens with that search run.
  var asked = null;
  try { asked = new URLSearchParams(window.location.search).get("q"); } catch (e) { asked = null; }
  if (asked) {
    input.value = asked;
    render(asked);
    input.focus();
  }
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input && !/input|textarea/i.test(document.activeElement.tagName)) {
      event.preventDefault();
      input.focus();
    }
  });
})();
