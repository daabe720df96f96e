#!/usr/bin/env python3
"""Browser test of the live playground of `playbook serve` (watch --serve).

Starts `playbook serve Docs --port 0` on a temporary chapter, opens the
address it printed with its token in headless Chromium (DevTools protocol,
browser_test.Browser), and checks:

  * the token is exchanged for an HttpOnly cookie and leaves the address bar;
  * an example's "Edit and run" opens an editor; an edit, then Run, shows the
    new output, which the library printed (the page's own block is unchanged);
  * a compile error is shown at its line: the gutter marks it, the list
    names it, and its button puts the caret on that line;
  * a marble example's marble string, edited in its field, runs and shows
    the new marble string and a diagram of the run;
  * the 404 page, served at a nested address, keeps its styles;
  * a POST from another origin, a POST without the cookie, and a page of
    the server searched for the token (in the browser and over plain HTTP)
    are all refused or hold none; a page served without the cookie has no
    playground.

Screenshots (1440x900 and 390x844) go to --screenshots.

Usage: live_playground_test.py --playbook PATH --screenshots DIR [--package-path DIR]
Ends with 'N passed, N failed' and exits 1 if anything failed.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from browser_test import Browser, Checks
from watch_reload_test import wait_until

CHAPTER = """# Live

A plain example and a marble example, to edit and run.

```swift
let numbers = [1, 2, 3]
print(numbers.map { $0 * 2 })
```

```output
[2, 4, 6]
```

```swift marble
let numbers = hot("-1-2-3|")
result(numbers.map { $0 * 10 })
```

```output
-a-b-c|
a = 10
b = 20
c = 30
```
"""


def set_code(browser, number, code):
    browser.evaluate(f"""(() => {{
        const area = document.querySelector('figure[data-example="{number}"] textarea.live-text');
        area.value = {json.dumps(code)};
        area.dispatchEvent(new Event('input', {{bubbles: true}}));
    }})()""")


def run_and_wait(browser, number, seconds=180):
    browser.evaluate(f"""(() => {{
        const result = document.querySelector('figure[data-example="{number}"] .live-result');
        result.removeAttribute('data-outcome'); result.textContent = '';
        document.querySelector('figure[data-example="{number}"] button.live-run').click();
    }})()""")
    wait_until(lambda: browser.evaluate(
        f"!!document.querySelector('figure[data-example=\"{number}\"] .live-result[data-outcome], "
        f"figure[data-example=\"{number}\"] .live-result .live-problem')"), seconds, step=0.2)
    return browser.evaluate(f"""(() => {{
        const figure = document.querySelector('figure[data-example="{number}"]');
        const result = figure.querySelector('.live-result');
        return {{outcome: result.getAttribute('data-outcome'), text: result.innerText,
                 output: (result.querySelector('.live-output') || {{}}).textContent || '',
                 errors: Array.from(result.querySelectorAll('.live-error')).map(e => e.textContent),
                 marked: Array.from(figure.querySelectorAll('.live-gutter .live-line.error')).map(e => e.textContent),
                 diagram: !!result.querySelector('svg.marble-diagram'),
                 page: figure.querySelector('.example-output samp').textContent}};
    }})()""")


def shoot(browser, shots, name, number):
    shown = f"document.querySelector('figure[data-example=\"{number}\"]').scrollIntoView({{block: 'start'}})"
    browser.screenshot(os.path.join(shots, f"{name}.png"), width=1440, height=900, scroll=shown)
    browser.screenshot(os.path.join(shots, f"{name}-phone.png"), width=390, height=844, mobile=True, scroll=shown)


def check_refusals(checks, port, token, page_url_path):
    """Plain HTTP: another origin, no cookie, and the token searched for in what is served."""
    body = json.dumps({"page": "Docs/live.md", "example": 1, "code": "print(\"attack\")"})

    def post(headers):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("POST", "/__playbook/run", body=body,
                           headers={"Content-Type": "application/json", "Host": f"127.0.0.1:{port}", **headers})
        response = connection.getresponse()
        text = response.read().decode(errors="replace")
        connection.close()
        return response.status, text

    cookie = f"playbook-token-{port}={token}"
    status, text = post({"Origin": "http://evil.example", "Cookie": cookie})
    checks.check(status == 403 and "attack" not in text, "a cross-origin POST is refused, even with the cookie", f"{status} {text}")
    status, text = post({"Origin": f"http://127.0.0.1:{port}"})
    checks.check(status == 403, "a POST without the token's cookie is refused", f"{status} {text}")
    leaks = []
    for path in ["/", page_url_path, "/Docs/missing.html", "/__playbook/playground.js", "/__playbook/live-reload.js",
                 "/assets/playbook.js", "/__playbook/changes?since=999999"]:
        for headers in ({}, {"Cookie": cookie}):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            connection.request("GET", path, headers=headers)
            response = connection.getresponse()
            text = response.read().decode(errors="replace") + str(response.getheaders())
            connection.close()
            if token in text:
                leaks.append(path)
    checks.check(not leaks, "no page or script the server serves holds the token", ", ".join(leaks))
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", page_url_path)
    anonymous = connection.getresponse().read().decode(errors="replace")
    connection.close()
    checks.check("playground.js" not in anonymous, "a page served without the cookie has no playground")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--playbook", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--work-path", default=None)
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    shots = arguments.screenshots
    folder = tempfile.mkdtemp(prefix="playbook-live-browser-")
    os.makedirs(os.path.join(folder, "Docs"))
    with open(os.path.join(folder, "Docs", "live.md"), "w", encoding="utf-8") as file:
        file.write(CHAPTER)
    command = [os.path.abspath(arguments.playbook), "serve", "Docs", "--port", "0",
               "--package-path", os.path.abspath(arguments.package_path)]
    if arguments.work_path:
        command += ["--work-path", os.path.abspath(arguments.work_path)]
    errors_path = os.path.join(folder, "stderr")
    errors_file = open(errors_path, "w")
    serve = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=errors_file)

    def stderr():
        with open(errors_path, encoding="utf-8", errors="replace") as file:
            return file.read()

    checks = Checks()
    browser = None
    try:
        ready = wait_until(lambda: "the site was rebuilt" in stderr() or serve.poll() is not None, 900, step=0.5)
        found = re.search(r"open (http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64}))", stderr())
        checks.check(ready is not None and found is not None and serve.poll() is None,
                     "playbook serve prints the address with its token", stderr()[-2000:])
        if not found:
            return checks
        address, port, token = found.group(1), int(found.group(2)), found.group(3)

        browser = Browser()
        browser.navigate(address)
        state = browser.evaluate("[location.href, document.cookie]")
        checks.check(token not in state[0] and token not in state[1],
                     "the token leaves the address bar and is kept where scripts cannot read it (HttpOnly)", json.dumps(state))
        browser.navigate(f"http://127.0.0.1:{port}/Docs/live.html")
        buttons = browser.evaluate("document.querySelectorAll('button.live-edit').length")
        checks.check(buttons == 2, f"each example has Edit and run ({buttons})")
        browser.errors()

        # Edit the plain example and run it.
        browser.evaluate("document.querySelector('figure[data-example=\"1\"] button.live-edit').click()")
        set_code(browser, 1, "let numbers = [1, 2, 3]\nprint(numbers.map { $0 * 3 })")
        ran = run_and_wait(browser, 1)
        checks.check(ran["outcome"] == "ran" and ran["output"].strip() == "[3, 6, 9]" and ran["page"] == "[2, 4, 6]",
                     "an edited example runs and shows its new output", json.dumps(ran))
        shoot(browser, shots, "live-playground-run", 1)

        # A compile error, at its line.
        set_code(browser, 1, "let numbers = [1, 2, 3]\nprint(numbers.mapp { $0 * 3 })")
        broken = run_and_wait(browser, 1)
        checks.check(broken["outcome"] == "doesNotCompile" and broken["marked"] == ["2"]
                     and any(e.startswith("line 2:") and "mapp" in e for e in broken["errors"]),
                     "a compile error is shown at its line (gutter and list)", json.dumps(broken))
        caret = browser.evaluate("""(() => {
            document.querySelector('figure[data-example="1"] .live-jump').click();
            const area = document.querySelector('figure[data-example="1"] textarea.live-text');
            return [document.activeElement === area, area.value.slice(0, area.selectionStart).split('\\n').length];
        })()""")
        checks.check(caret == [True, 2], "the error's button puts the caret on its line", json.dumps(caret))
        shoot(browser, shots, "live-playground-compile-error", 1)

        # A marble string, edited in its field.
        browser.evaluate("document.querySelector('figure[data-example=\"2\"] button.live-edit').click()")
        browser.evaluate("""(() => {
            const input = document.querySelector('figure[data-example="2"] .live-marbles input');
            input.value = '---1-2|';
            input.dispatchEvent(new Event('input', {bubbles: true}));
        })()""")
        code = browser.evaluate("document.querySelector('figure[data-example=\"2\"] textarea.live-text').value")
        checks.check('hot("---1-2|")' in code, "the marble field rewrites the string in the code", code)
        marble = run_and_wait(browser, 2)
        checks.check(marble["outcome"] == "ran" and marble["output"].startswith("---a-b|") and marble["diagram"],
                     "an edited marble string runs and draws the run's diagram", json.dumps(marble))
        shoot(browser, shots, "live-playground-marble", 2)
        problems = browser.errors()
        checks.check(not problems, "the playground logs no console error", "; ".join(problems))

        browser.navigate(f"http://127.0.0.1:{port}/Docs/deep/er/missing.html")
        styled = browser.evaluate("[document.title, getComputedStyle(document.querySelector('.topbar')).position, "
                                  "document.styleSheets.length > 0 && document.styleSheets[0].cssRules.length > 0]")
        checks.check(styled[1] == "sticky" and styled[2], "the 404 page keeps its styles at a nested address", json.dumps(styled))
        browser.screenshot(os.path.join(shots, "not-found-nested.png"), width=1440, height=900)

        fetched = browser.evaluate("""Promise.all(['/', '/Docs/live.html', '/__playbook/playground.js'].map(
            path => fetch(path).then(r => r.text()))).then(texts => texts.join('\\n'))""")
        checks.check(token not in fetched, "a page fetched by a script of the site holds no token")
        check_refusals(checks, port, token, "/Docs/live.html")
        return checks
    finally:
        if browser:
            browser.quit()
        if serve.poll() is None:
            serve.send_signal(signal.SIGINT)
            try:
                serve.wait(timeout=10)
            except subprocess.TimeoutExpired:
                serve.kill()
                serve.wait()
        errors_file.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    result = main()
    print(f"live playground browser: {result.passed} passed, {result.failed} failed")
    sys.exit(1 if result.failed else 0)
