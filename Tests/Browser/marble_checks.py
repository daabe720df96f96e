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
