// RxPlaybook marble diagrams: a time cursor that steps through virtual time
// and shows which input event caused each output event, and "what if"
// marbles that move an input value to another frame and show the output the
// library produced for that. Nothing here computes an operator: causes and
// every moved state were recorded at build time by running the library
// (the SVG's data-ref / data-cause attributes, and the JSON of precomputed
// states in a template beside a diagram). The controls are in the page,
// disabled until this script wires them, with room kept for their sentences
// (the longest one each can say), so nothing moves under the pointer. No
// network, no library.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var TICKS_PER_FRAME = 10;

  function each(list, action) { Array.prototype.forEach.call(list, action); }
  function frame(time) {
    var value = time / TICKS_PER_FRAME;
    return "frame " + (value === Math.round(value) ? value : Math.round(value * 100) / 100);
  }

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

  // Keeps room for the tallest of `texts` in `element` at its current width.
  function reserve(element, texts) {
    if (!element.clientWidth) return;
    var probe = element.cloneNode(false);
    probe.removeAttribute("aria-live");
    probe.style.cssText = "position:absolute;visibility:hidden;left:-9999px;top:0;min-height:0;width:" + element.clientWidth + "px";
    element.parentNode.appendChild(probe);
    var tallest = 0;
    texts.forEach(function (text) {
      probe.textContent = text;
      tallest = Math.max(tallest, probe.getBoundingClientRect().height);
    });
    probe.remove();
    element.style.minHeight = Math.ceil(tallest) + "px";
  }

  // ── The time cursor ─────────────────────────────────────────────────
  var ALL = "Showing every event. Step through time, one event at a time, with ▶ or the arrow keys.";
  function Cursor(container) {
    this.container = container;
    this.step = -1;
    var self = this;
    var bar = container.querySelector(".marble-cursor-controls");
    each(bar.querySelectorAll("button"), function (button) { button.disabled = false; });
    bar.querySelector(".marble-back").addEventListener("click", function () { self.move(-1); });
    bar.querySelector(".marble-forward").addEventListener("click", function () { self.move(1); });
    bar.querySelector(".marble-reset").addEventListener("click", function () { self.show(-1); });
    this.status = bar.querySelector(".marble-status");
    this.attach();
  }
  Cursor.prototype.svg = function () { return this.container.querySelector("svg.marble-diagram"); };
  // Shows the cursor's step again on a drawing that changed (a "what if" state).
  Cursor.prototype.refresh = function () {
    this.show(Math.min(this.step, times(this.svg()).length - 1));
    this.reserve();
  };
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
    this.reserve();
  };
  Cursor.prototype.reserve = function () {
    var count = times(this.svg()).length;
    var texts = [ALL];
    for (var step = 0; step < count; step++) texts.push(this.sentence(step, false));
    reserve(this.status, texts);
  };
  Cursor.prototype.move = function (delta) {
    var count = times(this.svg()).length;
    this.show(Math.max(0, Math.min(count - 1, this.step + delta)));
  };
  // What the status says at `step`; `mark` highlights the events on the drawing too.
  Cursor.prototype.sentence = function (step, mark) {
    var svg = this.svg();
    var all = times(svg);
    var time = all[step];
    var sentences = [];
    each(svg.querySelectorAll("[data-t]"), function (element) {
      var t = Number(element.getAttribute("data-t"));
      if (mark && t > time) element.classList.add("later");
      if (t !== time) return;
      if (mark) element.classList.add("now");
      if (!element.closest("g.marble-line.result")) return;
      var causes = causesOf(svg, element);
      if (mark) causes.forEach(function (cause) { cause.classList.add("cause"); });
      sentences.push(describe(svg, element) + (causes.length
        ? ", because of " + causes.map(function (cause) { return describe(svg, cause); }).join(", because of ")
        : ", sent by a timer (no input event was being delivered)"));
    });
    return "At " + frame(time) + " (step " + (step + 1) + " of " + all.length + "): " +
      (sentences.length ? sentences.join(". ") + "." : "no output at this time.");
  };
  Cursor.prototype.show = function (step) {
    var svg = this.svg();
    this.step = step;
    var old = svg.querySelector(".marble-cursor");
    if (old) old.remove();
    each(svg.querySelectorAll(".later, .now, .cause"), function (element) { element.classList.remove("later", "now", "cause"); });
    svg.classList.toggle("stepping", step >= 0);
    if (step < 0) {
      this.status.textContent = ALL;
      return;
    }
    var time = times(svg)[step];
    var x = xOf(svg, time);
    var line = document.createElementNS(SVG, "line");
    line.setAttribute("class", "marble-cursor");
    line.setAttribute("x1", x); line.setAttribute("x2", x);
    line.setAttribute("y1", 0); line.setAttribute("y2", svg.viewBox.baseVal.height);
    svg.insertBefore(line, svg.querySelector("g.marble-line"));
    this.status.textContent = this.sentence(step, true);
    // A drawing wider than the screen scrolls to keep the cursor in sight.
    var box = this.container.querySelector(".marble-scroll");
    if (box && box.scrollWidth > box.clientWidth + 1) {
      var at = line.getBoundingClientRect().left;
      var edges = box.getBoundingClientRect();
      if (at < edges.left + 24 || at > edges.right - 24) box.scrollLeft += at - edges.left - edges.width / 2;
    }
  };

  // ── "What if": drag an input value to another frame ─────────────────
  // Every state was run by the library at build time (template.marble-what-if); a
  // frame with no state cannot be reached. One value moves at a time. Every
  // view of the example follows the state shown: the drawing, its
  // aria-label and text alternative, the code's marble strings and the
  // Output block.
  var ASKING = "What if? Drag a value of an input along its lane (or focus it and use the arrow keys): " +
    "every position shown was run by the library when this site was built.";
  function WhatIf(container, cursor) {
    this.container = container;
    this.cursor = cursor;
    this.data = JSON.parse(container.querySelector("template.marble-what-if").content.textContent);
    this.key = "base";
    var self = this;
    var bar = container.querySelector(".marble-controls.marble-what-if");
    this.restore = bar.querySelector(".marble-restore");
    this.restore.disabled = false;
    this.status = bar.querySelector(".marble-what-if-status");
    this.restore.addEventListener("click", function () { self.showState("base", null); });
    this.findViews();
    var svg = cursor.svg();
    svg.addEventListener("pointerdown", function (event) { self.pointerDown(event); });
    svg.addEventListener("pointermove", function (event) { self.pointerMove(event); });
    svg.addEventListener("pointerup", function () { self.dragging = null; });
    svg.addEventListener("pointercancel", function () { self.dragging = null; });
    svg.addEventListener("keydown", function (event) { self.keyDown(event); });
    this.reserve();
  };
  // The other views of the example: its Output block, its code's marble strings, Copy.
  WhatIf.prototype.findViews = function () {
    var figure = this.container.closest("figure.example");
    this.output = figure ? figure.querySelector(".example-output samp") : null;
    this.outputLabel = figure ? figure.querySelector(".example-output .label") : null;
    this.writtenOutput = this.output ? this.output.textContent : "";
    this.writtenLabel = this.outputLabel ? this.outputLabel.textContent : "";
    this.copy = figure ? figure.querySelector("button.copy") : null;
    this.copyTitle = this.copy ? this.copy.title : "";
    this.strings = {};
    var sources = this.data.states.base.sources || {};
    var spans = figure ? Array.prototype.slice.call(figure.querySelectorAll(".example-code code .s")) : [];
    var self = this;
    Object.keys(sources).sort(function (a, b) { return Number(a) - Number(b); }).forEach(function (input) {
      var wanted = '"' + sources[input] + '"';
      var at = spans.findIndex(function (span) { return span.textContent === wanted; });
      if (at >= 0) { self.strings[input] = spans[at]; spans.splice(at, 1); }
    });
  };
  // The state's text alternative, line by line.
  WhatIf.prototype.textOf = function (state) {
    var lines = this.data.lines;
    return state.text.map(function (index) { return lines[index]; });
  };
  // The result as drawn in a state, in words, from its values' titles: "a1 at frame 2, …, completed at frame 11".
  WhatIf.prototype.summaryOf = function (key) {
    var holder = document.createElementNS(SVG, "svg");
    var parts = this.data.parts;
    holder.innerHTML = this.data.states[key].parts.map(function (i) { return parts[i]; }).join("\n");
    var results = holder.querySelectorAll("g.marble-line.result");
    return Array.prototype.map.call(results, function (lane) {
      var said = Array.prototype.map.call(lane.querySelectorAll(".marble-value, .marble-end, .marble-error"), function (event) {
        return { t: Number(event.getAttribute("data-t")), text: event.querySelector("title").textContent.replace(/, while not subscribed to$/, "") };
      }).sort(function (a, b) { return a.t - b.t; }).map(function (event) { return event.text; }).join(", ");
      var name = Array.prototype.map.call(lane.querySelectorAll(".marble-name"), function (t) { return t.textContent; }).join(" ");
      return (results.length > 1 ? name + ": " : "") + (said || "nothing");
    }).join("; ");
  };
  WhatIf.prototype.statusFor = function (key) {
    var summary = this.summaryOf(key);
    if (key === "base") return "As written. The library's run: " + summary + ".";
    var move = key.split(".");
    var lane = this.laneOf(Number(move[0]));
    var label = "the value";
    var name = "its input";
    if (lane) {
      var value = lane.querySelectorAll(".marble-value")[Number(move[1])];
      if (value && value.querySelector("text")) label = value.querySelector("text").textContent;
      name = laneName(this.cursor.svg(), lane.getAttribute("data-line"));
    }
    var time = (Number(move[2]) - Number(lane ? lane.getAttribute("data-origin") : 0)) * TICKS_PER_FRAME;
    return "What if " + label + " came at " + frame(time) + " on " + name + "? The library's run: " + summary + ".";
  };
  WhatIf.prototype.laneOf = function (input) {
    return this.cursor.svg().querySelector('g.marble-line[data-input="' + input + '"]');
  };
  WhatIf.prototype.reserve = function () {
    var self = this;
    var texts = [ASKING].concat(Object.keys(this.data.states).map(function (key) { return self.statusFor(key); }));
    reserve(this.status, texts);
  };
  // The frames value `value` of input `input` can be at: where it is written, and every move that ran.
  WhatIf.prototype.frames = function (input, value) {
    var base = this.baseFrame(input, value);
    var frames = base === null ? [] : [base];
    var prefix = input + "." + value + ".";
    Object.keys(this.data.states).forEach(function (key) {
      if (key.indexOf(prefix) === 0) frames.push(Number(key.slice(prefix.length)));
    });
    return frames.sort(function (a, b) { return a - b; });
  };
  WhatIf.prototype.baseFrame = function (input, value) {
    var self = this;
    var found = null;
    this.data.states.base.parts.forEach(function (index) {
      var part = self.data.parts[index];
      var match = /^<g class="marble-line[^>]* data-input="(\d+)" data-origin="\d+" data-frames="([\d ]*)"/.exec(part);
      if (match && Number(match[1]) === input) found = Number(match[2].split(" ")[value]);
    });
    return found;
  };
  WhatIf.prototype.keyFor = function (input, value, frame) {
    return frame === this.baseFrame(input, value) ? "base" : input + "." + value + "." + frame;
  };
  WhatIf.prototype.showState = function (key, focusRef) {
    var state = this.data.states[key];
    if (!state) return;
    var svg = this.cursor.svg();
    var title = svg.querySelector("title");
    var parts = this.data.parts;
    svg.innerHTML = (title ? title.outerHTML + "\n" : "") + state.parts.map(function (i) { return parts[i]; }).join("\n");
    svg.setAttribute("viewBox", state.viewBox);
    svg.setAttribute("aria-label", (title ? title.textContent + ". " : "") + this.textOf(state).join("; "));
    this.key = key;
    this.container.setAttribute("data-state", key);
    if (focusRef) {
      var again = svg.querySelector('[data-ref="' + focusRef + '"]');
      if (again) again.focus();
    }
    this.cursor.refresh();
    this.showViews(key, state);
    this.status.textContent = this.statusFor(key);
  };
  WhatIf.prototype.showViews = function (key, state) {
    var written = key === "base";
    var text = this.container.querySelector("details.marble-text pre");
    if (text) text.textContent = this.textOf(state).join("\n");
    if (this.output) {
      this.output.textContent = written ? this.writtenOutput : state.output;
      this.output.closest(".example-output").classList.toggle("what-if-output", !written);
    }
    if (this.outputLabel) this.outputLabel.textContent = written ? this.writtenLabel : "Output of this “what if” (run by the library)";
    var base = this.data.states.base.sources || {};
    var sources = state.sources || {};
    var self = this;
    Object.keys(this.strings).forEach(function (input) {
      var span = self.strings[input];
      var now = sources[input] !== undefined ? sources[input] : base[input];
      span.textContent = '"' + now + '"';
      span.classList.toggle("moved", now !== base[input]);
    });
    if (this.copy) {
      this.copy.textContent = written ? "Copy" : "Copy as written";
      this.copy.title = written ? this.copyTitle : "Copies the example as written, not this “what if”: " + this.copyTitle;
    }
  };
  WhatIf.prototype.target = function (element) {
    var value = element && element.closest ? element.closest(".marble-value.movable") : null;
    if (!value) return null;
    var lane = value.closest("g.marble-line");
    return { input: Number(lane.getAttribute("data-input")), value: Number(value.getAttribute("data-ref").split(".")[1]),
             ref: value.getAttribute("data-ref"), origin: Number(lane.getAttribute("data-origin")),
             frame: Number(lane.getAttribute("data-frames").split(" ")[Number(value.getAttribute("data-ref").split(".")[1])]) };
  };
  WhatIf.prototype.moveTo = function (target, frame) {
    var key = this.keyFor(target.input, target.value, frame);
    if (key !== this.key) this.showState(key, target.ref);
  };
  WhatIf.prototype.pointerDown = function (event) {
    var target = this.target(event.target);
    if (!target) return;
    this.dragging = target;
    this.cursor.svg().setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  WhatIf.prototype.pointerMove = function (event) {
    if (!this.dragging) return;
    var svg = this.cursor.svg();
    var point = svg.createSVGPoint();
    point.x = event.clientX; point.y = event.clientY;
    var x = point.matrixTransform(svg.getScreenCTM().inverse()).x;
    var time = (x - Number(svg.getAttribute("data-left"))) / Number(svg.getAttribute("data-scale")) + Number(svg.getAttribute("data-first"));
    var wanted = time / TICKS_PER_FRAME + this.dragging.origin;
    var frames = this.frames(this.dragging.input, this.dragging.value);
    var best = frames.reduce(function (a, b) { return Math.abs(b - wanted) < Math.abs(a - wanted) ? b : a; }, frames[0]);
    this.moveTo(this.dragging, best);
  };
  WhatIf.prototype.keyDown = function (event) {
    var target = this.target(event.target);
    if (!target || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    var frames = this.frames(target.input, target.value);
    var at = frames.indexOf(target.frame);
    var next = frames[at + (event.key === "ArrowRight" ? 1 : -1)];
    if (next !== undefined) this.moveTo(target, next);
    event.preventDefault();
    event.stopPropagation();
  };

  var diagrams = [];
  function wire(container) {
    if (!container.querySelector("svg.marble-diagram") || !container.querySelector(".marble-cursor-controls")) return;
    container.marbleCursor = new Cursor(container);
    if (container.querySelector("template.marble-what-if")) container.marbleWhatIf = new WhatIf(container, container.marbleCursor);
    diagrams.push(container);
  }
  each(document.querySelectorAll("div.marble"), wire);
  // The room kept for the sentences depends on the width: measured again when it changes.
  var width = window.innerWidth;
  window.addEventListener("resize", function () {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    diagrams.forEach(function (container) {
      container.marbleCursor.reserve();
      if (container.marbleWhatIf) container.marbleWhatIf.reserve();
    });
  });
  window.PlaybookMarbles = { Cursor: Cursor, WhatIf: WhatIf, causesOf: causesOf, wire: wire };
})();
