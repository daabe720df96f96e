#!/usr/bin/env python3
"""Browser test of `playbook watch --serve`: live reload in headless Chromium.

Starts `playbook watch Docs --serve --port 0` on two temporary chapters, opens
one chapter's page in Chromium (DevTools protocol, browser_test.Browser), and
checks:

  * the served page loads with no console error and shows the chapter;
  * an edit of the other chapter's prose does not reload the page being read;
  * an edit of this chapter (saved as an editor does: a temporary file renamed
    over it) reloads the page with the new text, within 10 s;
  * a request naming another host is refused (421), so a page of another
    site cannot read the served one through DNS rebinding;
  * SIGINT ends watch with status 130 and the port is closed.

Usage: watch_reload_test.py --playbook PATH [--package-path DIR] [--work-path DIR]
Ends with 'N passed, N failed' and exits 1 if anything failed.
"""

import argparse
import http.client
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from browser_test import Browser, Checks

CHAPTER = """# Reload

{text}

```swift
print("reloaded")
```

```output
reloaded
```
"""

OTHER = "# Other\n\n{text}\n"


def save(path, text):
    """Writes as an editor does: a temporary file renamed over the chapter."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".swp")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


def wait_until(condition, seconds, step=0.1):
    """Calls condition until it is true or seconds pass; the seconds it took, or None."""
    start = time.time()
    while time.time() - start < seconds:
        if condition():
            return time.time() - start
        time.sleep(step)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--playbook", required=True, help="the playbook executable")
    parser.add_argument("--package-path", default=".", help="the package whose libraries the examples link")
    parser.add_argument("--work-path", default=None, help="playbook's work folder (default: the package's)")
    arguments = parser.parse_args()
    playbook = os.path.abspath(arguments.playbook)
    package = os.path.abspath(arguments.package_path)

    folder = tempfile.mkdtemp(prefix="playbook-watch-browser-")
    os.makedirs(os.path.join(folder, "Docs"))
    chapter = os.path.join(folder, "Docs", "reload.md")
    other = os.path.join(folder, "Docs", "other.md")
    save(chapter, CHAPTER.format(text="Before the edit."))
    save(other, OTHER.format(text="Other prose."))
    command = [playbook, "watch", "Docs", "--serve", "--port", "0", "--package-path", package]
    if arguments.work_path:
        command += ["--work-path", os.path.abspath(arguments.work_path)]
    errors_path = os.path.join(folder, "stderr")
    errors_file = open(errors_path, "w")
    watch = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=errors_file)

    def stderr():
        with open(errors_path, encoding="utf-8", errors="replace") as file:
            return file.read()

    checks = Checks()
    browser = None
    try:
        # The first run may build the libraries: minutes on a cold cache.
        ready = wait_until(lambda: "watching 2 chapters" in stderr() or watch.poll() is not None, 900, step=0.5)
        found = re.search(r"serving the site at (http://127\.0\.0\.1:(\d+)/)", stderr())
        serving = ready is not None and found is not None and watch.poll() is None
        checks.check(serving, "watch serves the site", stderr()[-2000:])
        if not serving:
            return checks
        url, port = found.group(1), int(found.group(2))
        page = url + "Docs/reload.html"
        # The site is rendered after the run, off the watching thread (the search index's other
        # names are read from the library then): the page is read once it is there.
        rendered = wait_until(lambda: "the site was rebuilt" in stderr(), 120, step=0.2)
        checks.check(rendered is not None, "watch renders the site after its first run", stderr()[-1000:])

        browser = Browser()
        browser.navigate(page)
        text = browser.evaluate("document.body.innerText")
        checks.check("Before the edit." in text, "the served page shows the chapter", text[:200])
        browser.evaluate("window.playbookNotReloaded = true")
        problems = browser.errors()
        checks.check(problems == [], "the served page loads with no console error", "; ".join(problems))

        rebuilt = stderr().count("the site was rebuilt")
        save(other, OTHER.format(text="Other prose, edited."))
        wait_until(lambda: stderr().count("the site was rebuilt") > rebuilt, 10)
        time.sleep(1)
        checks.check(browser.evaluate("window.playbookNotReloaded === true"),
                     "an edit of another chapter leaves the page being read as it is")

        browser.events = [e for e in browser.events if e["method"] != "Page.loadEventFired"]
        saved = time.time()
        save(chapter, CHAPTER.format(text="After the edit."))

        def reloaded():
            try:
                return browser.evaluate("document.body.innerText.includes('After the edit.') && !window.playbookNotReloaded")
            except (RuntimeError, KeyError):
                return False  # the page is between two documents

        took = wait_until(reloaded, 10, step=0.05)
        checks.check(took is not None, "an edit of the chapter reloads its page with the new text", stderr()[-500:])
        if took is not None:
            print(f"watch: the page showed the edit {time.time() - saved:.2f} s after the save")

        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/Docs/reload.html", headers={"Host": "attacker.example"})
        status = connection.getresponse().status
        connection.close()
        checks.check(status == 421, "a request for another host is refused", f"status {status}")

        watch.send_signal(signal.SIGINT)
        try:
            status = watch.wait(timeout=5)
        except subprocess.TimeoutExpired:
            status = None
        checks.check(status == 130, "SIGINT ends watch with status 130", f"status {status}: {stderr()[-300:]}")
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=5).request("GET", "/")
            closed = False
        except OSError:
            closed = True
        checks.check(closed, "the port is closed once watch ended")
        return checks
    finally:
        if browser:
            browser.quit()
        if watch.poll() is None:
            watch.kill()
            watch.wait()
        errors_file.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    result = main()
    print(f"watch browser: {result.passed} passed, {result.failed} failed")
    sys.exit(1 if result.failed else 0)
