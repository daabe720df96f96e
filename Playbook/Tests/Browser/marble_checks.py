"""Browser checks of the marble diagrams, run by browser_test.py on a built site.

  * the time cursor: on the flatMapLatest diagram, the arrow keys step through
    virtual time; at each output event the input event that caused it (as the
    library run recorded it) is highlighted and named in the status line, and
    so is the outer value that made flatMapLatest subscribe to that inner;
  * "what if" marbles: dragging an input marble (with the pointer, and with
    the arrow keys) shows a precomputed, verified run for its new frame;
    the output drawn is that run's, not the original.

Each writes its screenshots into the screenshots folder.
"""

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
    checks.check(first["cursor"] and first["now"] == ["0.0"] and first["focused"],
                 f"{site}: the right arrow key steps to the first event (a on queries) and draws the cursor", json.dumps(first))
    _key(browser, "ArrowRight")
    second = _state(browser)
    # At 20 the first inner sends 1 and the result sends a1 because of it; the inner was subscribed because of a.
    checks.check(sorted(second["now"]) == ["1.0", "3.0"] and sorted(second["causes"]) == ["0.0", "1.0"]
                 and "because of 1 at 20" in second["status"] and "because of a at 10" in second["status"],
                 f"{site}: at the second step a1 is shown caused by the inner's 1, caused in turn by a", json.dumps(second))
    browser.screenshot(os.path.join(shots, "marble-cursor-step2.png"))
    browser.screenshot(os.path.join(shots, "marble-cursor-step2-dark.png"), dark=True)
    for _ in range(20):
        _key(browser, "ArrowRight")
    last = _state(browser)
    checks.check(last["later"] == 0 and "completed at 110" in last["status"],
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
        const svg = box.querySelector('svg.marble-diagram');
        const result = svg.querySelector('g.marble-line.result');
        return {{state: box.getAttribute('data-state') || 'base',
                 results: Array.from(result.querySelectorAll('.marble-value text')).map(t => t.textContent),
                 status: (box.querySelector('.marble-what-if-status') || {{}}).textContent || '',
                 focused: document.activeElement && document.activeElement.getAttribute('data-ref')}};
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
                 and "came at 70" in dragged["status"],
                 f"{site}: dragging b to frame 7 shows the library's run for it (a3 now gets out)",
                 json.dumps({"base": base, "dragged": dragged}))
    browser.screenshot(os.path.join(shots, "marble-what-if-drag.png"))
    # The keyboard: focus a (frame 1) and press the right arrow: a moves to frame 2, b back where it was written.
    browser.evaluate(f"{DIAGRAM}.querySelector('[data-ref=\"0.0\"]').focus()")
    browser.call("Input.dispatchKeyEvent", type="rawKeyDown", key="ArrowRight", code="ArrowRight", windowsVirtualKeyCode=39)
    browser.call("Input.dispatchKeyEvent", type="keyUp", key="ArrowRight", code="ArrowRight", windowsVirtualKeyCode=39)
    keyed = _what_if(browser)
    checks.check(keyed["state"] == "0.0.2" and keyed["focused"] == "0.0" and "came at 20" in keyed["status"],
                 f"{site}: the arrow keys move a focused value to the next verified frame, keeping the focus", json.dumps(keyed))
    browser.screenshot(os.path.join(shots, "marble-what-if-keys.png"))
    browser.evaluate(f"{DIAGRAM}.querySelector('.marble-restore').click()")
    restored = _what_if(browser)
    checks.check(restored["state"] == "base" and restored["results"] == base["results"],
                 f"{site}: 'As written' brings back the example's own run", json.dumps(restored))
    errors = browser.errors()
    checks.check(not errors, f"{site}: the what-if marbles raise no error", "; ".join(errors))
