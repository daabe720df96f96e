"""Browser checks of the reading features, run by browser_test.py on a built site.

  * guide links: the prose's chapter, Playgrounds and operator references
    (a.ref) lead to pages and anchors that exist, and following one works;
  * the theme toggle: light, dark, system; the choice survives a reload and is
    applied before the page is painted (theme.js in the head);
  * search: a typo (flatMapLatst) still finds flatMapLatest, a word found only
    in an example's code is found, and ?q= runs a search on load;
  * wide code: at 1280 px no example's code or output scrolls sideways.

Each writes its screenshots into the screenshots folder.
"""

import json
import os
import re
import urllib.parse

TYPO = "flatMapLatst"
INTENDED = "flatMapLatest"


def type_search(browser, query):
    """Types a query in the search box and waits for the index (loaded on demand) and the results."""
    browser.evaluate(f"""new Promise(resolve => {{
        const input = document.getElementById('search');
        input.focus();
        input.value = {json.dumps(query)};
        input.dispatchEvent(new Event('input', {{bubbles: true}}));
        // The index loads on demand (window.PlaybookSearch); a site that has it in the page searches at once.
        (window.PlaybookSearch ? window.PlaybookSearch.load : (done => done()))(() => setTimeout(resolve, 0));
    }})""")


def _search(browser, query):
    type_search(browser, query)
    return browser.evaluate(
        "Array.from(document.querySelectorAll('#search-results a'))"
        ".map(a => [a.querySelector('.result-title').textContent, a.getAttribute('href'), a.textContent])") or []


def check_guide_links(browser, checks, site, shots, file_url, pages):
    references = []
    first_page = None
    for page in pages:
        html = open(page, encoding="utf-8").read()
        found = re.findall(r'<a class="ref" href="([^"]+)"', html)
        if found and first_page is None and "/Docs/" in page:
            first_page = page
        references += [(page, href) for href in found]
    checks.check(len(references) > 0, f"{site}: the prose has guide links ({len(references)})")
    broken = []
    for page, href in references:
        path, _, fragment = href.partition("#")
        target = os.path.normpath(os.path.join(os.path.dirname(page), urllib.parse.unquote(path))) if path else page
        if not os.path.exists(target):
            broken.append(f"{os.path.relpath(page, site)} → {href}")
        elif fragment and f'id="{fragment}"' not in open(target, encoding="utf-8").read():
            broken.append(f"{os.path.relpath(page, site)} → {href} (no #{fragment})")
    checks.check(not broken, f"{site}: every guide link leads to a page and anchor that exist", "; ".join(broken[:5]))
    if first_page is None:
        return
    browser.navigate(file_url(first_page))
    browser.errors()
    href = browser.evaluate("""(() => {
        const link = document.querySelector('a.ref');
        link.scrollIntoView({block: 'center'});
        link.style.outline = '3px solid orange';
        return link.href;
    })()""")
    browser.screenshot(os.path.join(shots, "guide-links.png"))
    browser.evaluate("document.querySelector('a.ref').click()")
    try:
        browser.wait_for("Page.loadEventFired", timeout=15)
    except TimeoutError:
        pass
    browser.drain()
    location = browser.evaluate("location.href")
    checks.check(location == href, f"{site}: following a guide link from {os.path.relpath(first_page, site)} opens {href}", location)
    errors = browser.errors()
    checks.check(not errors, f"{site}: the linked page loads with no console error", "; ".join(errors))


def check_theme(browser, checks, site, shots, file_url, chapter):
    url = file_url(chapter)
    browser.navigate(url)
    browser.evaluate("localStorage.removeItem('playbook-theme')")
    browser.navigate(url)
    background = "getComputedStyle(document.body).backgroundColor"
    light = browser.evaluate(background)
    choices = []
    for _ in range(2):
        browser.evaluate("document.querySelector('.theme-toggle').click()")
        choices.append(browser.evaluate("[document.querySelector('.theme-toggle').dataset.themeChoice, "
                                        "document.documentElement.getAttribute('data-theme'), localStorage.getItem('playbook-theme')]"))
    checks.check(choices == [["light", "light", "light"], ["dark", "dark", "dark"]],
                 f"{site}: the theme toggle goes system → light → dark and remembers it", json.dumps(choices))
    browser.navigate(url)
    after = browser.evaluate(f"[document.documentElement.getAttribute('data-theme'), {background}, "
                             "document.querySelector('.theme-toggle .theme-label').textContent]")
    checks.check(after[0] == "dark" and after[1] != light and after[2] == "Dark",
                 f"{site}: the dark theme survives a reload", json.dumps([light] + after))
    # theme.js is a blocking script in the head: the theme is set before the body exists.
    head_script = browser.evaluate("(() => { const s = document.head.querySelector('script[src$=\"theme.js\"]');"
                                   " return !!s && !s.defer && !s.async; })()")
    checks.check(head_script, f"{site}: the remembered theme is applied by a blocking head script (no flash)")
    browser.screenshot(os.path.join(shots, "theme-dark-toggle.png"))
    browser.screenshot(os.path.join(shots, "theme-dark-toggle-phone.png"), width=390, height=844, mobile=True)
    browser.evaluate("document.querySelector('.theme-toggle').click()")
    browser.navigate(url)
    system = browser.evaluate("[document.documentElement.getAttribute('data-theme'), localStorage.getItem('playbook-theme')]")
    checks.check(system == [None, None], f"{site}: choosing system again forgets the choice", json.dumps(system))
    browser.screenshot(os.path.join(shots, "theme-system-light.png"))


def code_only_word(site):
    """A word that only an example's code or output holds, from the site's search index."""
    script = open(os.path.join(site, "assets", "search-index.js"), encoding="utf-8").read()
    entries = json.loads(script[script.index("= ") + 2:script.rstrip().rindex(";")])
    words = lambda text: set(re.findall(r"[A-Za-z_][A-Za-z0-9_]{7,}", text))
    prose = set()
    for entry in entries:
        prose |= {w.lower() for w in words(" ".join([entry["t"], entry["h"], " ".join(entry["k"]), entry["x"]]))}
    for entry in entries:
        for word in sorted(words(entry.get("c", ""))):
            if word.lower() not in prose:
                return word
    return None


def check_search(browser, checks, site, shots, file_url):
    index = file_url(os.path.join(site, "index.html"))
    browser.navigate(index)
    browser.errors()
    results = _search(browser, TYPO)
    browser.screenshot(os.path.join(shots, "search-typo.png"), width=1280, height=700)
    checks.check(bool(results) and results[0][0] == INTENDED,
                 f"{site}: a search for {TYPO} (a typo) lists the {INTENDED} section first", json.dumps(results[:3]))
    word = code_only_word(site)
    checks.check(word is not None, f"{site}: some word appears only in an example's code ({word})")
    if word:
        browser.navigate(index)
        results = _search(browser, word)
        browser.screenshot(os.path.join(shots, "search-code-only.png"), width=1280, height=700)
        checks.check(bool(results) and word.lower() in results[0][2].lower(),
                     f"{site}: a search for {word}, found only in code, lists the section of that example", json.dumps(results[:3]))
    for page in ("search.html", "index.html"):
        browser.navigate(file_url(os.path.join(site, page)) + "?q=" + urllib.parse.quote(INTENDED))
        browser.evaluate("new Promise(resolve => (window.PlaybookSearch ? window.PlaybookSearch.load : (done => done()))"
                         "(() => setTimeout(resolve, 0)))")
        shown = browser.evaluate("[document.getElementById('search').value, !document.getElementById('search-results').hidden, "
                                 "Array.from(document.querySelectorAll('#search-results a')).map(a => a.textContent)]")
        checks.check(shown[0] == INTENDED and shown[1] and shown[2] and INTENDED.lower() in shown[2][0].lower(),
                     f"{site}: {page}?q={INTENDED} opens with that search run", json.dumps(shown)[:300])
        browser.screenshot(os.path.join(shots, f"search-query-link-{page.split('.')[0]}.png"), width=1280, height=700)
    errors = browser.errors()
    checks.check(not errors, f"{site}: the searches log no console error", "; ".join(errors))


def check_wide_code(browser, checks, site, pages, file_url):
    """At 1280 px no code or output block scrolls sideways."""
    scrolling = []
    browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
    try:
        for page in pages:
            if os.path.basename(page) == "print.html":
                continue
            browser.navigate(file_url(page))
            wide = browser.evaluate("""Array.from(document.querySelectorAll('main pre'))
                .filter(pre => pre.scrollWidth > pre.clientWidth + 1)
                .map(pre => (pre.closest('[id]') || {id: ''}).id + ' ' + pre.scrollWidth + '>' + pre.clientWidth)""") or []
            scrolling += [f"{os.path.relpath(page, site)}: {w}" for w in wide]
    finally:
        browser.call("Emulation.clearDeviceMetricsOverride")
    checks.check(not scrolling, f"{site}: at 1280 px no code or output block scrolls sideways", "; ".join(scrolling[:8]))


def check_search_enter(browser, checks, site, shots, file_url, word):
    """The search box finds word and Enter opens the page and heading it names."""
    browser.navigate(file_url(os.path.join(site, "index.html")))
    browser.errors()
    type_search(browser, word)
    results = browser.evaluate("Array.from(document.querySelectorAll('#search-results a')).map(a => [a.textContent, a.getAttribute('href')])") or []
    browser.screenshot(os.path.join(shots, "search.png"), width=1280, height=700)
    checks.check(bool(results) and word.lower() in results[0][0].lower(),
                  f"{site}: search for {word} lists it first", json.dumps(results[:3]))
    if not results:
        return
    expected = results[0][1]
    for kind in ("keyDown", "keyUp"):
        browser.call("Input.dispatchKeyEvent", type=kind, key="Enter", code="Enter", windowsVirtualKeyCode=13,
                     **({"text": "\r"} if kind == "keyDown" else {}))
    try:
        browser.wait_for("Page.loadEventFired", timeout=15)
    except TimeoutError:
        pass
    browser.drain()
    location = browser.evaluate("location.href")
    fragment = urllib.parse.urlparse(location).fragment
    target = urllib.parse.urljoin(file_url(os.path.join(site, "index.html")), expected)
    checks.check(location == target, f"{site}: Enter on the search box navigates to {expected}", location)
    found = browser.evaluate(f"""(() => {{
        const id = decodeURIComponent({json.dumps(fragment)});
        const target = id ? document.getElementById(id) : document.body;
        return !!target && document.body.textContent.includes({json.dumps(word)});
    }})()""")
    checks.check(found, f"{site}: the page it opens has the heading #{fragment} and mentions {word}")
    errors = browser.errors()
    checks.check(not errors, f"{site}: searching logs no console error", "; ".join(errors))
