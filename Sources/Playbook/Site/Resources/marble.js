// RxPlaybook marble diagrams: a time cursor that steps through virtual time
// and shows which input event caused each output event, and "what if"
// marbles that move an input value to another frame and show the output the
// library produced for that. Nothing here computes an operator: causes and
// every moved state were recorded at build time by running the library
// (the SVG's data-ref / data-cause attributes, and the JSON of precomputed
// states beside a diagram). No network, no library.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";

  function each(list, action) { Array.prototype.forEach.call(list, action); }

  // ── Reading a diagram ───────────────────────────────────────────────
  function laneName(svg, line) {
    var lane = svg.querySelector('g.marble-line[data-line="' + line + '"]');
    if (!lane) return "line " + line;
    return Array.prototype.map.call(lane.querySelectorAll(".marble-name"), function (t) { return t.textContent; }).join(" ");
  }
  function describe(svg, element) {
    var title = element.querySelector("title");
    var text = title ? title.textContent : "";
    return text + " on " + laneName(svg, element.getAttribute("data-ref").split(".")[0]);
  }
  function byRef(svg, ref) { return svg.querySelector('[data-ref="' + ref + '"]'); }
  function times(svg) {
    var seen = {};
    each(svg.querySelectorAll("[data-t]"), function (element) { seen[element.getAttribute("data-t")] = true; });
    return Object.keys(seen).map(Number).sort(function (a, b) { return a - b; });
  }
  function xOf(svg, time) {
    return Number(svg.getAttribute("data-left")) + (time - Number(svg.getAttribute("data-first"))) * Number(svg.getAttribute("data-scale"));
  }

  // The causes of an element, and theirs: an inner observable's value was
  // caused by what made the operator subscribe to it (the lane's data-cause).
  function causesOf(svg, element) {
    var found = [];
    var ref = element.getAttribute("data-cause");
    var guard = 0;
    while (ref && guard++ < 20) {
      var cause = byRef(svg, ref);
      if (!cause) break;
      found.push(cause);
      var lane = svg.querySelector('g.marble-line[data-line="' + ref.split(".")[0] + '"]');
      ref = lane ? lane.getAttribute("data-cause") : null;
    }
    return found;
  }

  // ── The time cursor ─────────────────────────────────────────────────
  function Cursor(container) {
    this.container = container;
    this.step = -1;
    var self = this;
    var bar = document.createElement("div");
    bar.className = "marble-controls";
    bar.innerHTML =
      '<button type="button" class="marble-back" aria-label="Step back in time">◀</button>' +
      '<button type="button" class="marble-forward" aria-label="Step forward in time">▶</button>' +
      '<button type="button" class="marble-reset">Show all</button>' +
      '<span class="marble-status" aria-live="polite">Step through time with ▶ or the arrow keys.</span>';
    container.insertBefore(bar, container.querySelector("details.marble-text"));
    bar.querySelector(".marble-back").addEventListener("click", function () { self.move(-1); });
    bar.querySelector(".marble-forward").addEventListener("click", function () { self.move(1); });
    bar.querySelector(".marble-reset").addEventListener("click", function () { self.show(-1); });
    this.status = bar.querySelector(".marble-status");
    this.attach();
  }
  Cursor.prototype.svg = function () { return this.container.querySelector("svg.marble-diagram"); };
  // Called again whenever a "what if" state replaces the drawing.
  Cursor.prototype.attach = function () {
    var self = this;
    var svg = this.svg();
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight Home Escape");
    svg.addEventListener("keydown", function (event) {
      if (event.target !== svg) return;
      var moves = { ArrowRight: 1, ArrowLeft: -1 };
      if (moves[event.key]) { self.move(moves[event.key]); event.preventDefault(); }
      else if (event.key === "Home") { self.show(0); event.preventDefault(); }
      else if (event.key === "Escape") { self.show(-1); event.preventDefault(); }
    });
    this.show(Math.min(this.step, times(svg).length - 1));
  };
  Cursor.prototype.move = function (delta) {
    var count = times(this.svg()).length;
    this.show(Math.max(0, Math.min(count - 1, this.step + delta)));
  };
  Cursor.prototype.show = function (step) {
    var svg = this.svg();
    var all = times(svg);
    this.step = step;
    var old = svg.querySelector(".marble-cursor");
    if (old) old.remove();
    each(svg.querySelectorAll(".later, .now, .cause"), function (element) { element.classList.remove("later", "now", "cause"); });
    svg.classList.toggle("stepping", step >= 0);
    if (step < 0) {
      this.status.textContent = "Showing every event. Step through time with ▶ or the arrow keys.";
      return;
    }
    var time = all[step];
    var x = xOf(svg, time);
    var line = document.createElementNS(SVG, "line");
    line.setAttribute("class", "marble-cursor");
    line.setAttribute("x1", x); line.setAttribute("x2", x);
    line.setAttribute("y1", 0); line.setAttribute("y2", svg.viewBox.baseVal.height);
    svg.insertBefore(line, svg.querySelector("g.marble-line"));
    var sentences = [];
    each(svg.querySelectorAll("[data-t]"), function (element) {
      var t = Number(element.getAttribute("data-t"));
      if (t > time) element.classList.add("later");
      if (t !== time) return;
      element.classList.add("now");
      if (!element.closest("g.marble-line.result")) return;
      var causes = causesOf(svg, element);
      causes.forEach(function (cause) { cause.classList.add("cause"); });
      sentences.push(describe(svg, element) + (causes.length
        ? ", because of " + causes.map(function (cause) { return describe(svg, cause); }).join(", because of ")
        : ", sent by a timer (no input event was being delivered)"));
    });
    this.status.textContent = "Time " + time + " (" + (step + 1) + " of " + all.length + "). " +
      (sentences.length ? sentences.join(". ") + "." : "No output at this time.");
  };

  each(document.querySelectorAll("div.marble"), function (container) {
    if (container.querySelector("svg.marble-diagram")) container.marbleCursor = new Cursor(container);
  });
  window.PlaybookMarbles = { Cursor: Cursor, causesOf: causesOf };
})();
