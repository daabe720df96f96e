#!/usr/bin/env python3
"""Browser test of the built documentation site, in headless Chromium.

Drives Chromium through the DevTools protocol (a small WebSocket client from
the standard library, no pip package) and checks, for every site given:

  * every HTML page loads from file:// with no console error, no uncaught
    exception and no failed resource load;
  * every sidebar link leads to a page that exists;
  * the search box finds "flatMapLatest" and Enter navigates to the page and
    heading it names (on the first site whose search index has the word);
  * screenshots of a chapter (light, dark, phone) and of a page with a marble
    diagram, when there is one, are written to --screenshots for inspection;
  * on the first site, the reading checks of reading_checks.py: guide links,
    the theme toggle, typo-tolerant and code search, ?q= links, wide code;
    those of copy_checks.py: hidden lines folded and shown on demand,
    Copy writing them with RxSwift's imports, wrapped lines' hanging indent;
    the marble checks of marble_checks.py: the time cursor, "what if" drags
    that every view of the example follows, identity colours, controls that
    stay put; those of what_if_colours.py: every what-if state of every
    diagram keeps each value's colour as written; and those of page_checks.py: phones, other names in search,
    print, the favicon, the lazy search index, layout shift and contrast.

Usage: browser_test.py --screenshots DIR SITE [SITE...]
Ends with 'N passed, N failed' and exits 1 if anything failed.
"""

import argparse
import base64
import glob
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import copy_checks
import marble_checks
import page_checks
import reading_checks
import what_if_colours

SEARCH_WORD = "flatMapLatest"


class WebSocket:
    """The client side of RFC 6455, enough for the DevTools protocol."""

    def __init__(self, url):
        parsed = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((parsed.hostname, parsed.port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {parsed.path} HTTP/1.1\r\nHost: {parsed.hostname}:{parsed.port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("DevTools closed the connection during the handshake")
            response += chunk
        header, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in header.split(b"\r\n")[0]:
            raise ConnectionError("WebSocket handshake refused: " + header.decode(errors="replace"))

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x81, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x81, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x81, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            if second & 0x80:
                mask = self._read(4)
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(self._read(length)))
            else:
                data = self._read(length)
            if opcode == 0x8:
                raise ConnectionError("DevTools closed the WebSocket")
            if opcode == 0x9:  # ping: answer with a pong
                continue
            message += data
            if first & 0x80:
                return message.decode()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Browser:
    """Headless Chromium with one page, driven over the DevTools protocol."""

    def __init__(self):
        executable = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not executable:
            raise SystemExit("browser_test: error: chromium is not installed (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="playbook-chromium-")
        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
             f"--user-data-dir={self.profile}", "--window-size=1280,900", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not os.path.exists(port_file) or os.path.getsize(port_file) == 0:
            if time.time() > deadline or self.process.poll() is not None:
                self.quit()
                raise SystemExit("browser_test: error: chromium did not start its DevTools endpoint")
            time.sleep(0.1)
        port = int(open(port_file).read().split()[0])
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []
        for method in ["Page.enable", "Runtime.enable", "Log.enable"]:
            self.call(method)

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method, timeout=30):
        """Waits for an event not seen yet; returns it."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    del self.events[index]
                    return event
            self.ws.sock.settimeout(max(0.1, deadline - time.time()))
            try:
                message = json.loads(self.ws.receive())
            except socket.timeout:
                break
            finally:
                self.ws.sock.settimeout(30)
            if "method" in message:
                self.events.append(message)
        raise TimeoutError(f"no {method} within {timeout} s")

    def drain(self, seconds=0.2):
        """Collects the events that arrive within a short while."""
        deadline = time.time() + seconds
        self.ws.sock.settimeout(0.05)
        try:
            while time.time() < deadline:
                try:
                    message = json.loads(self.ws.receive())
                except socket.timeout:
                    continue
                if "method" in message:
                    self.events.append(message)
        finally:
            self.ws.sock.settimeout(30)

    def navigate(self, url):
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        self.call("Page.navigate", url=url)
        self.wait_for("Page.loadEventFired")
        self.drain()

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def errors(self):
        """Console errors, uncaught exceptions and failed loads since the last call."""
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console.error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                found.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                found.append(f"{entry.get('source')}: {entry.get('text')} {entry.get('url', '')}".strip())
        self.events = []
        return found

    def screenshot(self, path, width=1280, height=900, mobile=False, dark=False, full_page=False, scroll=None):
        """scroll: a script run once the page is laid out at this size (what to bring on screen)."""
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=2 if mobile else 1, mobile=mobile)
        self.call("Emulation.setEmulatedMedia", media="screen",
                  features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        time.sleep(0.3)
        if scroll:
            self.evaluate(scroll)
            time.sleep(0.2)
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, Math.min(document.documentElement.scrollHeight, 6000)]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.call("Page.captureScreenshot", **params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        self.call("Emulation.clearDeviceMetricsOverride")
        self.call("Emulation.setEmulatedMedia", media="", features=[])

    def quit(self):
        try:
            self.ws.close()
        except AttributeError:
            pass
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
            print(f"ok    {what}")
        else:
            self.failed += 1
            print(f"FAIL  {what}" + (f"\n      {detail}" if detail else ""))


def file_url(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def local_path(url):
    parsed = urllib.parse.urlparse(url)
    return urllib.parse.unquote(parsed.path) if parsed.scheme == "file" else None


def pages_of(site):
    return sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))


def check_site(browser, checks, site, shots):
    pages = pages_of(site)
    checks.check(len(pages) >= 3, f"{site}: has pages ({len(pages)})")
    chapter = None
    marble = None
    for page in pages:
        relative = os.path.relpath(page, site)
        browser.errors()
        browser.navigate(file_url(page))
        errors = browser.errors()
        checks.check(not errors, f"{site}/{relative}: loads with no console error", "; ".join(errors))
        title = browser.evaluate("document.title")
        checks.check(bool(title), f"{site}/{relative}: has a title")
        links = browser.evaluate("Array.from(document.querySelectorAll('.sidebar a')).map(a => a.href)") or []
        missing = [link for link in links if local_path(link) and not os.path.exists(local_path(link))]
        checks.check(links and not missing, f"{site}/{relative}: {len(links)} sidebar links resolve", ", ".join(missing))
        if relative not in ("index.html", "404.html", "print.html"):
            if chapter is None and browser.evaluate("document.querySelectorAll('figure.example').length") > 0:
                chapter = page
            if marble is None and browser.evaluate("document.querySelectorAll('svg.marble-diagram').length") > 0:
                marble = page
    name = os.path.basename(os.path.normpath(site))
    if chapter:
        browser.navigate(file_url(chapter))
        browser.screenshot(os.path.join(shots, f"{name}-chapter.png"))
        browser.screenshot(os.path.join(shots, f"{name}-chapter-dark.png"), dark=True)
        browser.screenshot(os.path.join(shots, f"{name}-chapter-phone.png"), width=390, height=844, mobile=True)
        browser.screenshot(os.path.join(shots, f"{name}-chapter-full.png"), full_page=True)
        browser.evaluate("document.querySelector('.menu-toggle').click()")
        browser.screenshot(os.path.join(shots, f"{name}-chapter-phone-menu.png"), width=390, height=844, mobile=True)
        browser.evaluate("document.querySelector('.menu-toggle').click()")
        checks.check(True, f"{site}: screenshots of {os.path.relpath(chapter, site)} written to {shots}")
        browser.errors()
        copied = browser.evaluate("""new Promise(resolve => {
            const button = document.querySelector('figure.example button.copy');
            if (!button) { resolve('no copy button'); return; }
            button.click();
            setTimeout(() => resolve(button.textContent), 300);
        })""")
        errors = browser.errors()
        checks.check(copied == "Copied" and not errors, f"{site}: the copy button copies an example", f"{copied}; {'; '.join(errors)}")
        overflow = browser_overflow(browser)
        checks.check(not overflow, f"{site}: chapter fits a phone-sized screen (no sideways scrolling)", overflow)
    if marble:
        browser.navigate(file_url(marble))
        browser.evaluate("document.querySelector('svg.marble-diagram').scrollIntoView({block: 'center'})")
        browser.screenshot(os.path.join(shots, f"{name}-marble.png"))
        browser.screenshot(os.path.join(shots, f"{name}-marble-dark.png"), dark=True)
        checks.check(True, f"{site}: marble screenshots of {os.path.relpath(marble, site)} written")
    else:
        print(f"note  {site}: no page has a marble diagram yet, so there is no marble screenshot")
    return chapter


def browser_overflow(browser):
    browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
    time.sleep(0.2)
    widths = browser.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    browser.call("Emulation.clearDeviceMetricsOverride")
    return "" if widths[0] <= widths[1] + 1 else f"page is {widths[0]} px wide in a {widths[1]} px screen"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sites", nargs="+", help="built site folders")
    parser.add_argument("--screenshots", required=True, help="folder for the screenshots")
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    checks = Checks()
    browser = Browser()
    try:
        for number, site in enumerate(arguments.sites):
            chapter = check_site(browser, checks, site, arguments.screenshots)
            if number == 0:
                shots, pages = arguments.screenshots, pages_of(site)
                reading_checks.check_guide_links(browser, checks, site, shots, file_url, pages)
                if chapter:
                    reading_checks.check_theme(browser, checks, site, shots, file_url, chapter)
                reading_checks.check_search(browser, checks, site, shots, file_url)
                reading_checks.check_wide_code(browser, checks, site, pages, file_url)
                copy_checks.check_hidden_lines(browser, checks, site, shots, file_url, pages)
                copy_checks.check_hanging_indent(browser, checks, site, shots, file_url, pages)
                marble_checks.check_time_cursor(browser, checks, site, shots, file_url)
                marble_checks.check_what_if(browser, checks, site, shots, file_url)
                marble_checks.check_identity_colours(browser, checks, site, file_url, pages)
                what_if_colours.check(checks, site)
                marble_checks.check_controls_stay_put(browser, checks, site, shots, file_url)
                marble_checks.check_key_and_copy(browser, checks, site, shots, file_url, pages)
                page_checks.check_phones(browser, checks, site, shots, file_url, pages)
                page_checks.check_search_names(browser, checks, site, shots, file_url)
                page_checks.check_print(browser, checks, site, shots, file_url)
                page_checks.check_page_health(browser, checks, site, shots, file_url)
        searchable = [s for s in arguments.sites
                      if SEARCH_WORD in open(os.path.join(s, "assets", "search-index.js"), encoding="utf-8").read()]
        checks.check(bool(searchable), f"some site's search index has {SEARCH_WORD}")
        if searchable:
            reading_checks.check_search_enter(browser, checks, searchable[0], arguments.screenshots, file_url, SEARCH_WORD)
    finally:
        browser.quit()
    print(f"browser: {checks.passed} passed, {checks.failed} failed")
    sys.exit(1 if checks.failed else 0)


if __name__ == "__main__":
    main()
