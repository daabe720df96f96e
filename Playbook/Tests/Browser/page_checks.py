"""Browser checks of the pages on phones, on paper and on a slow network (used by browser_test.py).

  * phones (360, 390 and 600 px): no page scrolls sideways as a whole; code
    and diagrams that do scroll sideways show it (a shadow at the edge); the
    values of a diagram are at least 24 px wide; search results are on screen;
  * search knows other names: switchMap, catchError, takeUntil and observeOn
    lead to flatMapLatest, catch, take(until:) and observe(on:); no result
    is a letter heading; the page a result opens marks the terms it found;
  * print: the print-all page has no controls and no Copy data, and its text
    alternatives are open; a chapter printed hides its controls and opens
    them; headings keep with what follows; the number of A4 pages is told;
  * elsewhere: a favicon; no page loads the search index until a search;
    the diagrams' controls are in the page (no layout shift: CLS under 0.1);
    "✓ Verified" reads at 4.5:1 at least; the time cursor's "now" shows in
    the dark theme.
"""

import base64
import functools
import http.server
import json
import os
import re
import threading
import time

from reading_checks import type_search

OPERATORS = "Playgrounds/05-transforming.html"
# A small page with a diagram, for the slow connection: what the page waits for besides itself shows.
SMALL = "Playgrounds/10-debugging.html"
NAMES = [("switchMap", "flatMapLatest"), ("catchError", "catch"), ("takeUntil", "take(until:)"), ("observeOn", "observe(on:)")]


def _metrics(browser, width, height=844, mobile=True):
    browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)


def check_phones(browser, checks, site, shots, file_url, pages):
    wide, uncued, small, tiny, named = [], [], [], [], 0
    try:
        for width in (360, 390, 600):
            _metrics(browser, width)
            for page in pages:
                browser.navigate(file_url(page))
                where = os.path.relpath(page, site)
                # A page wider than the screen makes a phone's viewport wider too: compared with the screen's width.
                sizes = browser.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
                if max(sizes) > width + 1:
                    wide.append(f"{where} at {width} px: {max(sizes)} px wide")
                if width != 390:
                    continue
                cues = browser.evaluate("""Array.from(document.querySelectorAll('main pre, .marble-scroll'))
                    .filter(box => box.scrollWidth > box.clientWidth + 1)
                    .map(box => { const style = getComputedStyle(box);
                        return [style.backgroundImage.includes('radial-gradient') && style.backgroundAttachment.includes('local'),
                                (box.closest('[id]') || {id: ''}).id]; })""") or []
                uncued += [f"{where}#{cue[1]}" for cue in cues if not cue[0]]
                sizes = browser.evaluate("""Array.from(document.querySelectorAll('.marble-value circle, .marble-value rect'))
                    .map(shape => shape.getBoundingClientRect()).map(box => Math.min(box.width, box.height))""") or []
                small += [f"{where}: {size:.1f} px" for size in sizes if size < 24]
                # Lane names as read: the rendered font size (the drawing's scale times its own).
                names = browser.evaluate("""Array.from(document.querySelectorAll('svg.marble-diagram .marble-name')).map(name => {
                    const svg = name.ownerSVGElement, scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                    return parseFloat(getComputedStyle(name).fontSize) * scale; })""") or []
                tiny += [f"{where}: {size:.1f} px" for size in names if size < 12]
                named += len(names)
        checks.check(not wide, f"{site}: no page scrolls sideways at 360, 390 or 600 px", "; ".join(wide[:6]))
        checks.check(not uncued, f"{site}: at 390 px every block that scrolls sideways shows a shadow at its edge", "; ".join(uncued[:6]))
        checks.check(not small, f"{site}: at 390 px every value of every diagram is at least 24 px wide", "; ".join(small[:6]))
        checks.check(named > 0 and not tiny, f"{site}: at 390 px the {named} lane names of the diagrams are at least 12 px",
                     "; ".join(tiny[:6]))
        for width in (360, 390, 600):
            _metrics(browser, width)
            browser.navigate(file_url(os.path.join(site, "index.html")))
            type_search(browser, "flatMapLatest")
            boxes = browser.evaluate("""Array.from(document.querySelectorAll('#search-results a')).map(a => {
                const box = a.getBoundingClientRect(); return [box.left, box.right, window.innerWidth]; })""") or []
            outside = [box for box in boxes if box[0] < 0 or box[1] > box[2] + 1]
            checks.check(boxes and not outside, f"{site}: at {width} px the search results are on screen", json.dumps(outside[:3]))
            if width == 390:
                data = browser.call("Page.captureScreenshot", format="png")["data"]
                with open(os.path.join(shots, "search-phone.png"), "wb") as file:
                    file.write(base64.b64decode(data))
        page = os.path.join(site, OPERATORS)
        if os.path.exists(page):
            _metrics(browser, 390)
            browser.navigate(file_url(page))
            browser.evaluate("document.getElementById('flatmaplatest').scrollIntoView()")
            data = browser.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(shots, "marble-phone.png"), "wb") as file:
                file.write(base64.b64decode(data))
    finally:
        browser.call("Emulation.clearDeviceMetricsOverride")


def check_search_names(browser, checks, site, shots, file_url):
    index = os.path.join(site, "assets", "search-index.js")
    text = open(index, encoding="utf-8").read()
    entries = json.loads(text[text.index("= ") + 2:text.rstrip().rindex(";")])
    letters = [entry["h"] for entry in entries if len(entry["h"]) == 1]
    checks.check(not letters, f"{site}: no search result is a letter heading", ", ".join(letters[:8]))
    if "flatMapLatest" not in text:
        print(f"note  {site}: no flatMapLatest in the search index, so other names are not searched")
        return
    for alias, name in NAMES:
        browser.navigate(file_url(os.path.join(site, "index.html")))
        type_search(browser, alias)
        results = browser.evaluate("Array.from(document.querySelectorAll('#search-results a'))"
                                   ".map(a => [a.querySelector('.result-title').textContent, a.getAttribute('href')])") or []
        first = results[0][0] if results else ""
        found = first == name or name in [part.strip() for part in first.replace(" and ", ", ").split(",")]
        checks.check(found, f"{site}: a search for {alias} lists {name} first", json.dumps(results[:3]))
    browser.navigate(file_url(os.path.join(site, "index.html")))
    type_search(browser, "switchMap")
    browser.screenshot(os.path.join(shots, "search-switchmap.png"), width=1440, height=700)
    href = browser.evaluate("(document.querySelector('#search-results a') || {}).href")
    if href:
        browser.navigate(href)
    marks = browser.evaluate("""Array.from(document.querySelectorAll('mark.search-hit'))
        .map(mark => [mark.textContent, (mark.closest('h2') || {}).id || ''])""") or []
    checks.check(any(text.lower() == "flatmaplatest" and heading == "flatmaplatest" for text, heading in marks),
                 f"{site}: the page a search opens marks the terms it found", json.dumps(marks[:5]))
    browser.screenshot(os.path.join(shots, "search-marked.png"), width=1440, height=900)


def check_print(browser, checks, site, shots, file_url):
    page = os.path.join(site, "print.html")
    browser.navigate(file_url(page))
    found = browser.evaluate("""[document.querySelectorAll('.marble-controls, .marble-what-if, template').length,
        document.querySelectorAll('[data-copy]').length,
        document.querySelectorAll('details.marble-text').length,
        document.querySelectorAll('details.marble-text:not([open])').length]""")
    checks.check(found[0] == 0 and found[1] == 0 and found[2] > 0 and found[3] == 0,
                 f"{site}: print.html has no controls and no Copy data, and its {found[2]} text alternatives are open", json.dumps(found))
    size = os.path.getsize(page)
    pdf = browser.call("Page.printToPDF", paperWidth=8.27, paperHeight=11.69, printBackground=False)["data"]
    count = base64.b64decode(pdf).count(b"/Type /Page\n") or base64.b64decode(pdf).count(b"/Type /Page")
    print(f"note  {site}: print.html is {size // 1024} KB and prints on {count} A4 pages")
    chapter = os.path.join(site, OPERATORS)
    if not os.path.exists(chapter):
        return
    browser.navigate(file_url(chapter))
    browser.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    browser.call("Emulation.setEmulatedMedia", media="print")
    try:
        state = browser.evaluate("""[Array.from(document.querySelectorAll('.marble-controls, button.copy'))
                .filter(e => getComputedStyle(e).display !== 'none').length,
            Array.from(document.querySelectorAll('details.marble-text pre')).filter(pre => pre.offsetHeight === 0).length,
            document.querySelectorAll('details.marble-text').length,
            getComputedStyle(document.querySelector('main h2')).breakAfter]""")
        checks.check(state[0] == 0 and state[1] == 0 and state[2] > 0 and state[3] == "avoid",
                     f"{site}: a chapter printed shows no controls, its {state[2]} text alternatives open, headings kept with what follows",
                     json.dumps(state))
        pdf = base64.b64decode(browser.call("Page.printToPDF", paperWidth=8.27, paperHeight=11.69)["data"])
        with open(os.path.join(shots, "print-operators.pdf"), "wb") as file:
            file.write(pdf)
    finally:
        browser.call("Emulation.setEmulatedMedia", media="")


CLS = """new Promise(resolve => {
    let total = 0;
    new PerformanceObserver(list => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value; })
        .observe({type: 'layout-shift', buffered: true});
    setTimeout(() => resolve(total), 1000);
})"""


def _contrast(rgb_a, rgb_b):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    def luminance(rgb):
        return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])

    high, low = sorted([luminance(rgb_a), luminance(rgb_b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rgb(text):
    return [float(part) for part in text[text.index("(") + 1:text.index(")")].split(",")[:3]]


def check_page_health(browser, checks, site, shots, file_url):
    page = os.path.join(site, OPERATORS)
    if not os.path.exists(page):
        return
    browser.navigate(file_url(page))
    loaded = browser.evaluate("""[!!document.querySelector('link[rel=icon]'),
        document.querySelector('link[rel=icon]') ? document.querySelector('link[rel=icon]').href : '',
        document.querySelectorAll('script[src*="search-index"]').length + (window.PLAYBOOK_SEARCH ? 1 : 0),
        document.querySelectorAll('.marble-controls button:disabled').length,
        document.querySelectorAll('.marble-controls button').length]""")
    icon = loaded[1].replace("file://", "")
    checks.check(loaded[0] and os.path.exists(icon), f"{site}: pages have a favicon", json.dumps(loaded))
    checks.check(loaded[2] == 0, f"{site}: a page loads no search index until the reader searches", json.dumps(loaded))
    checks.check(loaded[3] == 0 and loaded[4] > 0, f"{site}: the diagrams' controls are in the page and enabled once marble.js runs",
                 json.dumps(loaded))
    check_slow_network(browser, checks, site, shots)
    badge = browser.evaluate("""(() => { const b = document.querySelector('.badge.passed');
        return [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]; })()""")
    ratio = _contrast(_rgb(badge[0]), _rgb(badge[1]))
    checks.check(ratio >= 4.5, f"{site}: '✓ Verified' reads at {ratio:.2f}:1 in the light theme (4.5 at least)", json.dumps(badge))
    browser.evaluate("localStorage.setItem('playbook-theme', 'dark')")
    try:
        browser.navigate(file_url(page))
        browser.evaluate("document.querySelector('#flatmaplatest ~ figure div.marble .marble-forward').click()")
        now = browser.evaluate("""(() => { const shape = document.querySelector('#flatmaplatest ~ figure svg .now circle, #flatmaplatest ~ figure svg .now rect');
            const box = document.querySelector('#flatmaplatest ~ figure .example');
            return [getComputedStyle(shape).stroke, getComputedStyle(document.body).backgroundColor, getComputedStyle(shape).strokeWidth]; })()""")
        ratio = _contrast(_rgb(now[0]), _rgb(now[1]))
        checks.check(ratio >= 3, f"{site}: the cursor's 'now' ring shows in the dark theme ({ratio:.1f}:1 against the page)", json.dumps(now))
        browser.evaluate("document.querySelector('#flatmaplatest ~ figure div.marble').scrollIntoView({block: 'center'})")
        browser.screenshot(os.path.join(shots, "marble-now-dark.png"), width=1440, height=900, dark=True)
    finally:
        browser.evaluate("localStorage.removeItem('playbook-theme')")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def check_slow_network(browser, checks, site, shots):
    """The operator page over HTTP on a slow connection: what it loads, when its diagrams work, how much it shifts."""
    handler = functools.partial(_QuietHandler, directory=os.path.abspath(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser.call("Network.enable")
    # About 400 kbit/s with 400 ms of latency ("slow 3G").
    browser.call("Network.emulateNetworkConditions", offline=False, latency=400, downloadThroughput=50 * 1024,
                 uploadThroughput=20 * 1024)
    try:
        browser.events = []
        start = time.time()
        page = SMALL if os.path.exists(os.path.join(site, SMALL)) else OPERATORS
        # Opened at its first diagram, as a link to an example opens it: the diagram is on screen while the page loads.
        html = open(os.path.join(site, page), encoding="utf-8").read()
        figure = re.findall(r'<figure class="example[^"]*" id="([^"]+)"', html[:html.index('<div class="marble">')])
        anchor = "#" + figure[-1] if figure else ""
        browser.call("Page.navigate", url=f"http://127.0.0.1:{server.server_address[1]}/{page}{anchor}")
        # How long after the page itself arrived its diagrams work (marble.js has wired their controls).
        ready = None
        while time.time() - start < 90:
            try:
                ready = browser.evaluate("""(() => {
                    if (!document.querySelector('.marble-controls button.marble-forward:not(:disabled)')) return null;
                    const page = performance.getEntriesByType('navigation')[0];
                    return page && page.responseEnd > 0 ? (performance.now() - page.responseEnd) / 1000 : null; })()""")
            except (RuntimeError, KeyError):
                ready = None
            if ready is not None:
                break
            time.sleep(0.05)
        browser.wait_for("Page.loadEventFired", timeout=60)
        asked = [e["params"]["request"]["url"] for e in browser.events if e["method"] == "Network.requestWillBeSent"]
        shift = browser.evaluate(CLS)
        checks.check(not any("search-index" in url for url in asked),
                     f"{site}: on a slow connection the page asks for no search index", ", ".join(asked))
        checks.check(ready is not None and ready < 3,
                     f"{site}: on a slow connection the diagrams work {ready or 0:.1f} s after the page arrived (3 s at most)")
        checks.check(shift < 0.1, f"{site}: {page} loads on a slow connection with a layout shift (CLS) of {shift:.3f}, under 0.1")
    finally:
        browser.call("Network.emulateNetworkConditions", offline=False, latency=0, downloadThroughput=-1, uploadThroughput=-1)
        browser.call("Network.disable")
        server.shutdown()
        server.server_close()
