"""Browser checks of hidden lines and the Copy button (used by browser_test.py).

An example with hidden lines (`#- ` in the markdown) shows them folded; its
"Show N hidden lines" button unfolds them; its Copy button writes the whole
program, hidden lines included, under RxSwift's imports. What Copy writes is
read by standing in for navigator.clipboard.writeText (headless Chromium has
no clipboard to read back from a file:// page). A wrapped code line keeps its
indentation (a hanging indent).
"""

import base64
import os

# Replaces the clipboard with a recorder, so the text Copy writes can be read back.
RECORD_CLIPBOARD = """(() => {
    window.__copied = null;
    Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {
        writeText: text => { window.__copied = text; return Promise.resolve(); }
    }});
    Object.defineProperty(window, 'isSecureContext', {configurable: true, value: true});
    return true;
})()"""

HIDDEN_STATE = """(() => {
    const figure = document.querySelector('figure.example button.reveal-hidden').closest('figure');
    figure.id = figure.id || 'hidden-lines-example';
    const hidden = Array.from(figure.querySelectorAll('.hidden-line'));
    const button = figure.querySelector('button.reveal-hidden');
    return {
        id: figure.id,
        count: hidden.length,
        texts: hidden.map(line => line.textContent.trim()).filter(text => text.length > 0),
        shown: hidden.filter(line => line.offsetHeight > 0).length,
        visibleText: figure.querySelector('.example-code code').innerText,
        label: button.textContent,
        pressed: button.getAttribute('aria-pressed'),
    };
})()"""


def check_hidden_lines(browser, checks, site, shots, file_url, pages):
    page = next((p for p in pages if "reveal-hidden" in open(p, encoding="utf-8").read()), None)
    checks.check(page is not None, f"{site}: some page has an example with hidden lines")
    if page is None:
        return
    where = os.path.relpath(page, site)
    browser.navigate(file_url(page))
    browser.errors()
    folded = browser.evaluate(HIDDEN_STATE)
    checks.check(folded["count"] > 0 and folded["shown"] == 0,
                 f"{where}: the example's {folded['count']} hidden lines are folded", str(folded))
    leaked = [text for text in folded["texts"] if text in folded["visibleText"]]
    checks.check(not leaked, f"{where}: the folded lines are not in the code as shown", ", ".join(leaked))
    checks.check(folded["label"].startswith("Show ") and folded["pressed"] == "false",
                 f"{where}: the control offers to show them ({folded['label']!r})")
    browser.evaluate(f"document.getElementById('{folded['id']}').scrollIntoView({{block: 'start'}})")
    browser.screenshot(os.path.join(shots, "hidden-lines-folded.png"))

    browser.evaluate(RECORD_CLIPBOARD)
    copied = browser.evaluate(f"""new Promise(resolve => {{
        document.querySelector('#{folded['id']} button.copy').click();
        setTimeout(() => resolve(window.__copied), 300);
    }})""")
    missing = [text for text in folded["texts"] if text not in (copied or "")]
    checks.check(copied and not missing, f"{where}: Copy writes the hidden lines too",
                 f"missing {missing} in {copied!r}")
    checks.check(copied and "import RxSwift" in copied and "#-" not in copied and "import Rx\n" not in copied,
                 f"{where}: Copy writes RxSwift's imports and no marker", repr(copied))

    browser.evaluate(f"document.querySelector('#{folded['id']} button.reveal-hidden').click()")
    shown = browser.evaluate(HIDDEN_STATE)
    checks.check(shown["shown"] == shown["count"] and shown["pressed"] == "true" and shown["label"].startswith("Hide "),
                 f"{where}: 'show hidden lines' unfolds all {shown['count']} of them", str(shown))
    browser.evaluate(f"document.getElementById('{folded['id']}').scrollIntoView({{block: 'start'}})")
    browser.screenshot(os.path.join(shots, "hidden-lines-shown.png"))
    browser.evaluate(f"document.querySelector('#{folded['id']} button.reveal-hidden').click()")
    again = browser.evaluate(HIDDEN_STATE)
    checks.check(again["shown"] == 0, f"{where}: a second click folds them again")
    errors = browser.errors()
    checks.check(not errors, f"{where}: no console error while folding and copying", "; ".join(errors))


# A wrapped line's second row starts at the line's hanging indent, not at the left edge.
WRAPPED_LINE = """(() => {
    for (const line of document.querySelectorAll('pre.code .line[style]')) {
        const range = document.createRange();
        range.selectNodeContents(line);
        const rects = Array.from(range.getClientRects()).filter(r => r.width > 0);
        if (rects.length < 2) continue;
        const top = Math.min(...rects.map(r => r.top));
        const later = rects.filter(r => r.top > top + 2);
        if (later.length === 0) continue;
        const box = line.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(line).paddingLeft);
        const secondRow = Math.min(...later.map(r => r.left));
        line.closest('figure, details').scrollIntoView({block: 'start'});
        return {text: line.textContent.slice(0, 60), padding: padding, offset: secondRow - box.left,
                indent: line.style.getPropertyValue('--indent')};
    }
    return null;
})()"""


def check_hanging_indent(browser, checks, site, shots, file_url, pages):
    browser.call("Emulation.setDeviceMetricsOverride", width=880, height=900, deviceScaleFactor=1, mobile=False)
    try:
        for page in pages:
            if 'style="--indent:' not in open(page, encoding="utf-8").read():
                continue
            browser.navigate(file_url(page))
            found = browser.evaluate(WRAPPED_LINE)
            if not found:
                continue
            where = os.path.relpath(page, site)
            checks.check(found["padding"] > 0 and abs(found["offset"] - found["padding"]) <= 2,
                         f"{where}: a wrapped line continues at its indentation ({found['indent']} columns + 2)", str(found))
            data = browser.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(shots, "hanging-indent.png"), "wb") as file:
                file.write(base64.b64decode(data))
            return
        print(f"note  {site}: no indented code line wraps at 880 px, so the hanging indent is not measured")
    finally:
        browser.call("Emulation.clearDeviceMetricsOverride")
