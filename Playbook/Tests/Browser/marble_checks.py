"""Browser checks of the marble diagrams, run by browser_test.py on a built site.

  * the time cursor: on the flatMapLatest diagram, the arrow keys step through
    virtual time; at each output event the input event that caused it (as the
    library run recorded it) is highlighted and named in the status line, and
    so is the outer value that made flatMapLatest subscribe to that inner;
  * "what if" marbles: dragging an input marble (with the pointer, and with
    the arrow keys) shows a precomputed, verified run for its new frame;
    the output drawn is that run's, not the original, and so are every other
    view of the example: its Output block, the marble string in its code,
    the text alternative and the drawing's aria-label; the status names
    output values by their values, not by legend letters;
  * identity colours: on every diagram of the site, a result's value has the
    colour of the input value it came from, distinct input values have
    distinct colours, and a drag keeps every colour where it was;
  * controls that stay put: ▶ clicked 8 times at one spot steps 8 times, and
    the diagram's block keeps its height whatever the status says (1440 and
    390 px wide).

Each writes its screenshots into the screenshots folder.
"""

import base64
import json
import os

PAGE = "Playgrounds/05-transforming.html"
# The flatMapLatest example: queries (line 0) a at 10, b at 50; two inner lanes; the result last.
DIAGRAM = "document.querySelector('#flatmaplatest ~ figure div.marble')"


def _state(browser):
    return browser.evaluate(f"""(() => {{
        const box = {DIAGRAM};
        const svg = box.querySelector('svg.marble-diagram');
        const refs = sel => Array.from(svg.querySelectorAll(sel)).map(e => e.getAttribute('data-ref'));
        return {{now: refs('.now'), causes: refs('.cause'), later: refs('.later').length,
                 cursor: !!svg.querySelector('.marble-cursor'),
                 status: box.querySelector('.marble-status').textContent,
                 focused: document.activeElement === svg}};
    }})()""")


def _key(browser, key):
    browser.evaluate(f"""(() => {{
        const svg = {DIAGRAM}.querySelector('svg.marble-diagram');
        svg.focus();
        svg.dispatchEvent(new KeyboardEvent('keydown', {{key: {json.dumps(key)}, bubbles: true}}));
    }})()""")


def check_time_cursor(browser, checks, site, shots, file_url):
    page = os.path.join(site, PAGE)
    if not os.path.exists(page):
        print(f"note  {site}: no {PAGE}, so no time cursor check")
        return
    browser.navigate(file_url(page))
    browser.errors()
    present = browser.evaluate(f"!!({DIAGRAM}) && !!{DIAGRAM}.querySelector('.marble-controls')")
    checks.check(present, f"{site}: the flatMapLatest diagram has time cursor controls")
    if not present:
        return
    browser.evaluate(f"{DIAGRAM}.scrollIntoView({{block: 'center'}})")
    _key(browser, "ArrowRight")
    first = _state(browser)
    checks.check(first["cursor"] and first["now"] == ["0.0"] and first["focused"] and "At frame 1 (step 1 of" in first["status"],
                 f"{site}: the right arrow key steps to the first event (a on queries) and draws the cursor", json.dumps(first))
    _key(browser, "ArrowRight")
    second = _state(browser)
    # At 20 the first inner sends 1 and the result sends a1 because of it; the inner was subscribed because of a.
    checks.check(sorted(second["now"]) == ["1.0", "3.0"] and sorted(second["causes"]) == ["0.0", "1.0"]
                 and "because of 1 at frame 2" in second["status"] and "because of a at frame 1" in second["status"],
                 f"{site}: at the second step a1 is shown caused by the inner's 1, caused in turn by a", json.dumps(second))
    browser.screenshot(os.path.join(shots, "marble-cursor-step2.png"))
    browser.screenshot(os.path.join(shots, "marble-cursor-step2-dark.png"), dark=True)
    for _ in range(20):
        _key(browser, "ArrowRight")
    last = _state(browser)
    checks.check(last["later"] == 0 and "completed at frame 11" in last["status"],
                 f"{site}: stepping to the end shows everything and names the completion's cause", json.dumps(last))
    _key(browser, "ArrowLeft")
    back = _state(browser)
    checks.check(back["later"] > 0, f"{site}: the left arrow key steps back in time", json.dumps(back))
    _key(browser, "Escape")
    cleared = _state(browser)
    checks.check(not cleared["cursor"] and cleared["later"] == 0, f"{site}: Escape shows every event again", json.dumps(cleared))
    errors = browser.errors()
    checks.check(not errors, f"{site}: the time cursor raises no error", "; ".join(errors))


def _point_for_frame(browser, ref, frame):
    """The page coordinates of value `ref`'s centre, and of the same height at frame `frame` of its lane."""
    return browser.evaluate(f"""(() => {{
        const svg = {DIAGRAM}.querySelector('svg.marble-diagram');
        const value = svg.querySelector('[data-ref="{ref}"]');
        value.scrollIntoView({{block: 'center'}});
        const lane = value.closest('g.marble-line');
        const box = value.getBoundingClientRect();
        const time = ({frame} - Number(lane.getAttribute('data-origin'))) * 10;
        const x = Number(svg.getAttribute('data-left')) + (time - Number(svg.getAttribute('data-first'))) * Number(svg.getAttribute('data-scale'));
        const point = svg.createSVGPoint(); point.x = x; point.y = 0;
        const screen = point.matrixTransform(svg.getScreenCTM());
        return [box.x + box.width / 2, box.y + box.height / 2, screen.x];
    }})()""")


def _what_if(browser):
    return browser.evaluate(f"""(() => {{
        const box = {DIAGRAM};
        const figure = box.closest('figure.example');
        const svg = box.querySelector('svg.marble-diagram');
        const result = svg.querySelector('g.marble-line.result');
        const strings = Array.from(figure.querySelectorAll('.example-code code .s')).map(s => s.textContent);
        return {{state: box.getAttribute('data-state') || 'base',
                 results: Array.from(result.querySelectorAll('.marble-value text')).map(t => t.textContent),
                 status: (box.querySelector('.marble-what-if-status') || {{}}).textContent || '',
                 focused: document.activeElement && document.activeElement.getAttribute('data-ref'),
                 output: figure.querySelector('.example-output samp').textContent,
                 outputLabel: figure.querySelector('.example-output .label').textContent,
                 code: strings.join(' '),
                 moved: Array.from(figure.querySelectorAll('.example-code code .s.moved')).map(s => s.textContent),
                 text: box.querySelector('details.marble-text pre').textContent,
                 label: svg.getAttribute('aria-label'),
                 colours: Object.fromEntries(Array.from(svg.querySelectorAll('.marble-value')).map(v =>
                     [v.getAttribute('data-ref'), Array.from(v.classList).find(c => /^v[0-9n]$/.test(c))]))}};
    }})()""")


def check_what_if(browser, checks, site, shots, file_url):
    page = os.path.join(site, PAGE)
    if not os.path.exists(page):
        print(f"note  {site}: no {PAGE}, so no what-if check")
        return
    browser.navigate(file_url(page))
    browser.errors()
    offered = browser.evaluate(f"!!{DIAGRAM}.querySelector('template.marble-what-if') && "
                               f"{DIAGRAM}.querySelectorAll('.marble-value.movable').length")
    checks.check(bool(offered), f"{site}: the flatMapLatest diagram offers movable input values ({offered})")
    if not offered:
        return
    base = _what_if(browser)
    # Drag b (queries' second value, frame 5) to frame 7 with the mouse: the first inner then runs to its 3.
    start_x, start_y, target_x = _point_for_frame(browser, "0.1", 7)
    browser.call("Input.dispatchMouseEvent", type="mousePressed", x=start_x, y=start_y, button="left", clickCount=1)
    for step in range(1, 6):
        browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=start_x + (target_x - start_x) * step / 5, y=start_y,
                     button="left", buttons=1)
    browser.call("Input.dispatchMouseEvent", type="mouseReleased", x=target_x, y=start_y, button="left", clickCount=1)
    dragged = _what_if(browser)
    checks.check(dragged["state"] == "0.1.7" and "a3" in dragged["results"] and "a3" not in base["results"]
                 and "came at frame 7" in dragged["status"],
                 f"{site}: dragging b to frame 7 shows the library's run for it (a3 now gets out)",
                 json.dumps({"base": base, "dragged": dragged}))
    moved = '"-a-----b--|"'
    checks.check(dragged["output"] != base["output"] and dragged["output"].startswith("--a-b-c-d-e")
                 and "a = a1" in dragged["output"] and "c = a3" in dragged["output"] and "what if" in dragged["outputLabel"].lower(),
                 f"{site}: after the drag the Output block shows the run's output", json.dumps([base["output"], dragged["output"]]))
    checks.check(moved in dragged["code"] and dragged["moved"] == [moved] and '"-a---b----|"' not in dragged["code"],
                 f"{site}: after the drag the code's marble string is the moved one", json.dumps(dragged["code"]))
    checks.check("queries: -a-----b--|" in dragged["text"] and "queries: -a-----b--|" in dragged["label"]
                 and dragged["text"] != base["text"] and "a3" in dragged["label"] and "a3" not in base["label"],
                 f"{site}: after the drag the text alternative and the aria-label describe the run shown",
                 json.dumps([dragged["text"], dragged["label"]]))
    checks.check(" = " not in dragged["status"] and "a3 at frame" in dragged["status"],
                 f"{site}: the status names output values by their values, not by letters", dragged["status"])
    checks.check(dragged["colours"]["0.1"] == base["colours"]["0.1"] and dragged["colours"]["0.0"] == base["colours"]["0.0"],
                 f"{site}: the dragged value keeps its colour", json.dumps([base["colours"], dragged["colours"]]))
    # The dragged example's code, Output, diagram and status, at each width (brought on screen once laid out).
    shown = f"{DIAGRAM}.closest('figure').scrollIntoView({{block: 'start'}})"
    browser.screenshot(os.path.join(shots, "marble-what-if-drag.png"), width=1440, height=900, scroll=shown)
    browser.screenshot(os.path.join(shots, "marble-what-if-drag-phone.png"), width=390, height=844, mobile=True, scroll=shown)
    # The keyboard: focus a (frame 1) and press the right arrow: a moves to frame 2, b back where it was written.
    browser.evaluate(f"{DIAGRAM}.querySelector('[data-ref=\"0.0\"]').focus()")
    browser.call("Input.dispatchKeyEvent", type="rawKeyDown", key="ArrowRight", code="ArrowRight", windowsVirtualKeyCode=39)
    browser.call("Input.dispatchKeyEvent", type="keyUp", key="ArrowRight", code="ArrowRight", windowsVirtualKeyCode=39)
    keyed = _what_if(browser)
    checks.check(keyed["state"] == "0.0.2" and keyed["focused"] == "0.0" and "came at frame 2" in keyed["status"]
                 and '"--a--b----|"' in keyed["code"],
                 f"{site}: the arrow keys move a focused value to the next verified frame, keeping the focus", json.dumps(keyed))
    browser.screenshot(os.path.join(shots, "marble-what-if-keys.png"))
    browser.evaluate(f"{DIAGRAM}.querySelector('.marble-restore').click()")
    restored = _what_if(browser)
    checks.check(restored["state"] == "base" and restored["results"] == base["results"] and restored["output"] == base["output"]
                 and restored["code"] == base["code"] and not restored["moved"] and restored["text"] == base["text"]
                 and restored["label"] == base["label"] and restored["outputLabel"] == base["outputLabel"],
                 f"{site}: 'As written' brings back the example's own run, everywhere", json.dumps(restored))
    errors = browser.errors()
    checks.check(not errors, f"{site}: the what-if marbles raise no error", "; ".join(errors))


# Every diagram of a page: for each value, its colour class and the colour class of the input value it came from.
IDENTITY = """(() => {
    const colour = el => Array.from(el.classList).find(c => /^v[0-9n]$/.test(c));
    const found = [];
    document.querySelectorAll('svg.marble-diagram').forEach((svg, number) => {
        const byRef = ref => svg.querySelector('[data-ref="' + ref + '"]');
        const lane = ref => svg.querySelector('g.marble-line[data-line="' + ref.split('.')[0] + '"]');
        // The input value behind a value: its cause, or its lane's, until a lane of an input.
        const root = value => {
            let at = value, guard = 0;
            while (guard++ < 20) {
                const line = at.closest('g.marble-line');
                const ref = line.classList.contains('result') ? at.getAttribute('data-cause') : line.getAttribute('data-cause');
                // A lane subscribed to when another ended (concat, retry) is an input of its own.
                if (!ref || ref.endsWith('.end')) return line.classList.contains('result') ? null : at;
                const next = byRef(ref);
                if (!next) return null;
                at = next;
            }
            return null;
        };
        const inputs = [], labels = {};
        svg.querySelectorAll('.marble-value').forEach(value => {
            if (root(value) === value) {
                inputs.push(colour(value));
                const label = value.querySelector('text').textContent;
                labels[label] = labels[label] === undefined ? colour(value) : null;
            }
        });
        svg.querySelectorAll('.marble-value').forEach(value => {
            const origin = root(value);
            if (origin === value) return;
            // A result's value no input value caused (a timer sent it): the one input value that printed alike, if one did.
            const timed = !origin && value.closest('g.marble-line.result') && !value.getAttribute('data-cause');
            const alike = timed ? labels[value.querySelector('text').textContent] : null;
            found.push({diagram: number, ref: value.getAttribute('data-ref'), label: value.textContent,
                        colour: colour(value), expected: origin ? colour(origin) : (alike || 'vn')});
        });
        found.push({diagram: number, inputs: inputs});
    });
    return found;
})()"""


def check_identity_colours(browser, checks, site, file_url, pages):
    """On every page: a value's colour is the colour of the input value it came from; input values differ."""
    wrong, shared, diagrams = [], [], 0
    for page in pages:
        if "svg class=\"marble-diagram\"" not in open(page, encoding="utf-8").read():
            continue
        browser.navigate(file_url(page))
        where = os.path.relpath(page, site)
        for item in browser.evaluate(IDENTITY):
            if "inputs" in item:
                diagrams += 1
                inputs = item["inputs"]
                distinct = len(set(inputs))
                if distinct < min(len(inputs), 8):
                    shared.append(f"{where} diagram {item['diagram'] + 1}: {inputs}")
            elif item["colour"] != item["expected"]:
                wrong.append(f"{where} diagram {item['diagram'] + 1} {item['label']} ({item['ref']}): {item['colour']}, not {item['expected']}")
    checks.check(diagrams > 0 and not wrong,
                 f"{site}: in {diagrams} diagrams every value has the colour of the input value it came from", "; ".join(wrong[:6]))
    checks.check(diagrams > 0 and not shared, f"{site}: in {diagrams} diagrams distinct input values have distinct colours",
                 "; ".join(shared[:6]))


def _stepping(browser, width, height, mobile):
    browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
    browser.evaluate(f"{DIAGRAM}.querySelector('.marble-reset').click()")
    browser.evaluate(f"{DIAGRAM}.querySelector('.marble-forward').scrollIntoView({{block: 'center'}})")
    spot = browser.evaluate(f"""(() => {{
        const box = {DIAGRAM}.querySelector('.marble-forward').getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2, {DIAGRAM}.getBoundingClientRect().height];
    }})()""")
    heights = {spot[2]}
    for _ in range(8):
        for kind in ("mousePressed", "mouseReleased"):
            browser.call("Input.dispatchMouseEvent", type=kind, x=spot[0], y=spot[1], button="left", clickCount=1)
        heights.add(browser.evaluate(f"{DIAGRAM}.getBoundingClientRect().height"))
    status = browser.evaluate(f"{DIAGRAM}.querySelector('.marble-status').textContent")
    return status, sorted(heights)


def check_controls_stay_put(browser, checks, site, shots, file_url):
    page = os.path.join(site, PAGE)
    if not os.path.exists(page):
        return
    browser.navigate(file_url(page))
    try:
        for width, height, mobile in ((1440, 900, False), (390, 844, True)):
            status, heights = _stepping(browser, width, height, mobile)
            checks.check("(step 8 of" in status, f"{site}: ▶ clicked 8 times at one spot steps 8 times at {width} px", status)
            checks.check(len(heights) == 1, f"{site}: the diagram's block keeps its height while stepping at {width} px", str(heights))
            data = browser.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(shots, f"marble-step8-{width}.png"), "wb") as file:
                file.write(base64.b64decode(data))
    finally:
        browser.call("Emulation.clearDeviceMetricsOverride")


def check_key_and_copy(browser, checks, site, shots, file_url, pages):
    """Every marble example says what its helpers mean beside it; its Copy prints what the page shows."""
    missing, copies = [], []
    for page in pages:
        if "svg class=\"marble-diagram\"" not in open(page, encoding="utf-8").read() or "print.html" in page:
            continue
        browser.navigate(file_url(page))
        where = os.path.relpath(page, site)
        found = browser.evaluate("""Array.from(document.querySelectorAll('figure.example')).filter(f => f.querySelector('div.marble'))
            .map(f => { const code = f.querySelector('.example-code code').textContent;
                const key = f.querySelector('details.marble-key');
                const said = key ? key.textContent : '';
                // A helper: called (scheduler: named), not a member, not declared by the code itself.
                const used = ['hot', 'cold', 'result', 'frames', 'scheduler'].filter(n =>
                    new RegExp('(?<![.\\\\w])' + n + (n === 'scheduler' ? '\\\\b' : '\\\\s*\\\\(')).test(code)
                    && !new RegExp('\\\\b(let|var|func)\\\\s+' + n + '\\\\b').test(code));
                const claimed = key ? Array.from(key.querySelectorAll('summary code')).map(c => c.textContent) : [];
                return [f.id, used.filter(n => !said.includes(n)).concat(claimed.filter(n => !used.includes(n)).map(n => 'not used: ' + n)),
                        (f.querySelector('button.copy') || {}).dataset.copy || '']; })""")
        for ident, unexplained, copy in found:
            if unexplained:
                missing.append(f"{where}#{ident}: {unexplained}")
            if "print(marbles(" not in copy or "func marbles" not in copy or "PlaybookMarbles" in copy:
                copies.append(f"{where}#{ident}")
    checks.check(not missing, f"{site}: every marble example explains the helpers its code uses, beside it, and no others", "; ".join(missing[:5]))
    checks.check(not copies, f"{site}: every marble example's Copy is RxTest code that prints its marble string", "; ".join(copies[:5]))
    page = os.path.join(site, "Playgrounds/11-schedulers-and-time.html")
    if os.path.exists(page):
        browser.navigate(file_url(page))
        browser.evaluate("(() => { const d = document.querySelector('details.marble-key'); if (!d) return; d.open = true; "
                         "d.closest('figure').scrollIntoView({block: 'start'}); })()")
        shown = ("(() => { const d = document.querySelector('details.marble-key'); "
                 "if (d) d.closest('figure').scrollIntoView({block: 'start'}); })()")
        browser.screenshot(os.path.join(shots, "marble-key.png"), width=1440, height=900, scroll=shown)
        browser.screenshot(os.path.join(shots, "marble-key-phone.png"), width=390, height=844, mobile=True, scroll=shown)
