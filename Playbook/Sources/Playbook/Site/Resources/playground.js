// The live playground of `playbook watch --serve` (or `playbook serve`): the
// server inserts this script only into pages it serves to the reader who
// opened the address it printed with its token (the token itself stays in an
// HttpOnly cookie this script never sees). Each example gets "Edit and run":
// the code (its hidden lines shown) in an editor, the marble strings of a
// marble example as fields of their own, and Run, which asks the server to
// compile and run the edited code with the library through the same harness
// as every example; the answer shows what it printed, the compiler's errors
// at their lines, and the marble diagram of the run. Nothing is computed here.
(function () {
  "use strict";
  var RUN = "/__playbook/run";
  var editors = [];

  function element(tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  // The marble strings of the code: hot("...") and cold("...") string literals, in order.
  var MARBLE = /\b(hot|cold)\(\s*"((?:[^"\\\n]|\\.)*)"/g;
  function marbleStrings(code) {
    var found = [];
    var match;
    MARBLE.lastIndex = 0;
    while ((match = MARBLE.exec(code)) !== null) {
      var before = code.slice(0, match.index);
      var named = /let\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*$/.exec(before);
      var start = match.index + match[0].length - match[2].length - 1;
      found.push({ kind: match[1], text: match[2], start: start, end: start + match[2].length,
                   name: named ? named[1] : match[1] + " input " + (found.length + 1) });
    }
    return found;
  }

  function Editor(figure) {
    this.figure = figure;
    this.page = figure.getAttribute("data-source");
    this.number = Number(figure.getAttribute("data-example"));
    var code = figure.querySelector(".example-code code");
    this.original = (code ? code.textContent : "").replace(/\n+$/, "");
    var self = this;
    var button = element("button", "live-edit", "Edit and run");
    button.type = "button";
    button.setAttribute("aria-expanded", "false");
    button.title = "Edit this example and run it with the library, here";
    var head = figure.querySelector(".example-head");
    head.insertBefore(button, head.querySelector("button.copy"));
    button.addEventListener("click", function () { self.toggle(); });
    this.button = button;
  }

  Editor.prototype.build = function () {
    var self = this;
    var panel = element("div", "live-editor");
    panel.id = this.figure.id + "-live";
    var marbles = marbleStrings(this.original);
    if (marbles.length && this.figure.querySelector(".marble")) {
      var fields = element("div", "live-marbles");
      fields.appendChild(element("p", "live-hint", "Edit a marble string (one character a frame: - nothing, a value, | completes, # fails), or the code below."));
      marbles.forEach(function (marble, index) {
        var label = element("label", "live-marble");
        label.appendChild(element("span", "live-marble-name", marble.name + " (" + marble.kind + ")"));
        var input = element("input");
        input.type = "text";
        input.value = marble.text;
        input.spellcheck = false;
        input.setAttribute("data-index", index);
        input.addEventListener("input", function () { self.setMarble(index, input.value); });
        label.appendChild(input);
        fields.appendChild(label);
      });
      panel.appendChild(fields);
      this.fields = fields;
    }
    var area = element("div", "live-code");
    this.gutter = element("pre", "live-gutter");
    this.gutter.setAttribute("aria-hidden", "true");
    this.text = element("textarea", "live-text");
    this.text.value = this.original;
    this.text.spellcheck = false;
    this.text.setAttribute("autocapitalize", "off");
    this.text.setAttribute("autocomplete", "off");
    this.text.setAttribute("aria-label", "Code of example " + this.number + ", editable");
    this.text.setAttribute("wrap", "off");
    area.appendChild(this.gutter);
    area.appendChild(this.text);
    panel.appendChild(area);
    this.text.addEventListener("input", function () { self.dirty = true; self.numberLines([]); self.syncFields(); });
    this.text.addEventListener("scroll", function () { self.gutter.scrollTop = self.text.scrollTop; });
    this.text.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); self.run(); }
    });
    var actions = element("div", "live-actions");
    this.runButton = element("button", "live-run", "Run");
    this.runButton.type = "button";
    this.runButton.title = "Compile and run the edited code (Ctrl+Enter)";
    var reset = element("button", "live-reset", "Undo my edits");
    reset.type = "button";
    this.status = element("span", "live-status");
    this.status.setAttribute("role", "status");
    actions.appendChild(this.runButton);
    actions.appendChild(reset);
    actions.appendChild(this.status);
    panel.appendChild(actions);
    this.result = element("div", "live-result");
    this.result.setAttribute("aria-live", "polite");
    panel.appendChild(this.result);
    this.runButton.addEventListener("click", function () { self.run(); });
    reset.addEventListener("click", function () {
      self.text.value = self.original;
      self.dirty = false;
      self.numberLines([]);
      self.syncFields();
      self.text.focus();
    });
    var body = this.figure.querySelector(".example-body");
    body.parentNode.insertBefore(panel, body.nextSibling);
    this.panel = panel;
    this.numberLines([]);
  };

  // The gutter's line numbers; lines with errors marked, their messages as titles.
  Editor.prototype.numberLines = function (errors) {
    var count = this.text.value.split("\n").length;
    var marked = {};
    errors.forEach(function (error) { if (error.line) (marked[error.line] = marked[error.line] || []).push(error.message); });
    this.gutter.textContent = "";
    for (var line = 1; line <= count; line++) {
      var number = element("span", marked[line] ? "live-line error" : "live-line", String(line));
      if (marked[line]) number.title = marked[line].join("\n");
      this.gutter.appendChild(number);
      this.gutter.appendChild(document.createTextNode("\n"));
    }
    this.text.rows = Math.min(Math.max(count, 4), 40);
  };

  Editor.prototype.setMarble = function (index, value) {
    var marble = marbleStrings(this.text.value)[index];
    if (!marble) return;
    var escaped = value.replace(/\\/g, "\\\\").replace(/"/g, "\\\"").replace(/\n/g, "");
    this.text.value = this.text.value.slice(0, marble.start) + escaped + this.text.value.slice(marble.end);
    this.dirty = true;
    this.numberLines([]);
  };

  Editor.prototype.syncFields = function () {
    if (!this.fields) return;
    var marbles = marbleStrings(this.text.value);
    Array.prototype.forEach.call(this.fields.querySelectorAll("input"), function (input) {
      var marble = marbles[Number(input.getAttribute("data-index"))];
      if (marble && document.activeElement !== input) input.value = marble.text;
    });
  };

  Editor.prototype.toggle = function () {
    if (!this.panel) this.build();
    var open = this.panel.hidden || !this.opened;
    this.opened = open;
    this.panel.hidden = !open;
    this.figure.classList.toggle("editing", open);
    this.button.setAttribute("aria-expanded", open ? "true" : "false");
    this.button.textContent = open ? "Close the editor" : "Edit and run";
    if (open) this.text.focus();
  };

  Editor.prototype.run = function () {
    if (this.running) return;
    var self = this;
    this.running = true;
    this.runButton.disabled = true;
    this.panel.setAttribute("aria-busy", "true");
    this.status.textContent = "Compiling and running…";
    var started = Date.now();
    fetch(RUN, {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: this.page, example: this.number, code: this.text.value })
    }).then(function (response) {
      return response.json().then(function (answer) { return { status: response.status, answer: answer }; });
    }).then(function (reply) {
      self.show(reply.status, reply.answer, (Date.now() - started) / 1000);
    }).catch(function (error) {
      self.show(0, { error: "the server did not answer (" + error.message + "); is playbook still serving?" }, 0);
    }).then(function () {
      self.running = false;
      self.runButton.disabled = false;
      self.panel.removeAttribute("aria-busy");
    });
  };

  Editor.prototype.show = function (status, answer, seconds) {
    var result = this.result;
    result.textContent = "";
    this.numberLines(answer.errors || []);
    if (status !== 200) {
      this.status.textContent = "Not run.";
      result.appendChild(element("p", "live-problem", answer.error || "The server refused the run (status " + status + ")."));
      return;
    }
    var took = seconds ? " (" + seconds.toFixed(1) + " s)" : "";
    var states = {
      ran: "Ran" + took + ".", compiled: "Compiled" + took + ".", doesNotCompile: "Does not compile.",
      failed: "Failed" + took + ".", refused: "Not run."
    };
    this.status.textContent = states[answer.outcome] || answer.outcome;
    result.setAttribute("data-outcome", answer.outcome);
    if (answer.errors && answer.errors.length) {
      result.appendChild(element("div", "label failing", "Compiler errors"));
      var list = element("ul", "live-errors");
      var self = this;
      answer.errors.forEach(function (error) {
        var item = element("li", "live-error " + error.severity);
        var where = error.line ? "line " + error.line + (error.column ? ":" + error.column : "") : "";
        if (where) {
          var jump = element("button", "live-jump", where);
          jump.type = "button";
          jump.setAttribute("data-line", error.line);
          jump.addEventListener("click", function () { self.goTo(error.line, error.column); });
          item.appendChild(jump);
          item.appendChild(document.createTextNode(" "));
        }
        item.appendChild(element("span", "live-message", error.severity + ": " + error.message));
        list.appendChild(item);
      });
      result.appendChild(list);
    }
    if (answer.outcome === "ran" || answer.outcome === "failed") {
      var label = "Output of your run";
      if (answer.matchesPage === true) label += " (the same as the page's)";
      else if (answer.matchesPage === false) label += " (differs from the page's)";
      result.appendChild(element("div", "label", label));
      result.appendChild(answer.output ? (function () {
        var pre = element("pre", "live-output");
        pre.appendChild(element("samp", "", answer.output.replace(/\n$/, "")));
        return pre;
      })() : element("p", "muted empty-output", "Prints nothing."));
    }
    if (answer.message && answer.outcome !== "doesNotCompile") {
      result.appendChild(element("pre", answer.outcome === "failed" || answer.outcome === "refused" ? "live-problem" : "live-note", answer.message));
    }
    if (answer.diagram) {
      result.appendChild(element("div", "label", "Marble diagram of your run"));
      var holder = element("div", "live-diagram");
      holder.innerHTML = answer.diagram;
      result.appendChild(holder);
      var marble = holder.querySelector("div.marble");
      if (marble && window.PlaybookMarbles) window.PlaybookMarbles.wire(marble);
    }
  };

  Editor.prototype.goTo = function (line, column) {
    var lines = this.text.value.split("\n");
    var offset = 0;
    for (var index = 0; index < line - 1 && index < lines.length; index++) offset += lines[index].length + 1;
    offset += Math.max(0, (column || 1) - 1);
    this.text.focus();
    this.text.setSelectionRange(offset, offset);
  };

  Array.prototype.forEach.call(document.querySelectorAll("figure.example[data-example]"), function (figure) {
    editors.push(new Editor(figure));
  });
  document.body.classList.add("playground");

  // Live reload asks before it throws away edits (live-reload.js).
  window.PlaybookPlayground = {
    editing: function () { return editors.some(function (editor) { return editor.dirty; }); }
  };
})();
