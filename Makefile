# RxPlaybook: the reactive library Rx and the documentation generator playbook.
# `make site` builds the documentation site; `make test` runs every test and
# verifies every documentation example. Both install what they need first.

SWIFT      ?= swift
PLAYBOOK    = .build/debug/playbook
DOC_PATHS   = $(wildcard Docs) $(wildcard Playgrounds)

.PHONY: all setup build site test test-unit test-docs test-tsan bench-docs clean

all: build

# libcmark-dev provides the Markdown parser that playbook links.
setup:
	@if pkg-config --exists libcmark 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "make: installing libcmark-dev (the Markdown parser playbook links)"; \
	  (apt-get install -y -qq libcmark-dev pkg-config >/dev/null 2>&1 || \
	   (apt-get update -qq && apt-get install -y -qq libcmark-dev pkg-config >/dev/null)) || \
	  { echo "make: error: could not install libcmark-dev with apt-get" >&2; exit 1; }; \
	else \
	  echo "make: error: libcmark is missing. Install it, then run make again:" >&2; \
	  echo "    sudo apt-get install libcmark-dev pkg-config   # Debian, Ubuntu" >&2; \
	  echo "    brew install cmark                             # macOS" >&2; \
	  exit 1; \
	fi

build: setup
	$(SWIFT) build --product playbook

site: build
	$(PLAYBOOK) build $(DOC_PATHS)

test: setup test-unit test-tsan test-docs

# Unit tests run with resource tracing on, so every RxTest checks in tearDown
# that Resources.total came back to where it started.
test-unit:
	$(SWIFT) build --build-tests --traits TraceResources
	$(SWIFT) test --skip-build --traits TraceResources

test-docs: build
	$(PLAYBOOK) test $(DOC_PATHS)

# The library's tests again under the thread sanitizer (own build folder).
test-tsan:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter 'RxTests|RxBlockingTests|RxCompatibilityTests'

# Times playbook on 150 generated examples: cold, warm, one edit, and the
# same examples as one executable each (see Benchmarks/playbook-docs.sh).
bench-docs: build
	bash Benchmarks/playbook-docs.sh $(PLAYBOOK)

clean:
	rm -rf .build .build-* site
