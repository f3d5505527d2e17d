# a11ylint: build, test, run and measure. `make help` lists the targets.
PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= release
BIN = .build/$(CONFIG)/a11ylint
# On Linux the Swift runtime and Foundation are linked into the binary: it then
# runs where no Swift toolchain is installed, starts in about 7 ms instead of 11,
# and a run over many files takes about 6% less CPU time (most likely because the
# runtime's retain and release are no longer called through shared-library stubs).
ifeq ($(shell uname -s),Linux)
STATIC_FLAGS ?= --static-swift-stdlib
endif
# The command line's release build skips the run-time exclusivity checks (about 5%
# of a lint, in the loader's and model's classes) and optimizes across the layers'
# targets, so that their small hot accessors are inlined as in one module (about
# 9%). SwiftPM calls such compiler flags unsafe and refuses a package that sets
# them as a dependency of another, so they are given here, not in Package.swift:
# a team's own package that depends on A11yLintCore builds it without them.
#
# It is also linked with LLVM's whole-program optimization (LTO) where SwiftPM
# offers it: 3-4% less CPU time on many files (the layers' calls into each other
# that cross-module optimization leaves, inlined at link time), for about 30 s
# more build time. `LTO_FLAGS=` builds without it.
ifeq ($(CONFIG),release)
OPTIMIZE_FLAGS ?= -Xswiftc -enforce-exclusivity=unchecked -Xswiftc -cross-module-optimization
LTO_FLAGS ?= $$($(SWIFT) build --help-hidden 2>/dev/null | grep -q -e '--experimental-lto-mode' && echo --experimental-lto-mode=full)
endif
# On Linux the command line allocates with mimalloc where it is installed (`make
# deps` installs it with apt-get): a lint makes millions of small blocks, libyaml
# alone three per event, and glibc's malloc and free were an eighth of its CPU
# time. With mimalloc a large file lints 13% faster and many files 5-7% faster,
# with less peak memory. `ALLOCATOR_FLAGS=` builds with the C library's allocator.
# The library targets never link it: a team's own package keeps its allocator.
ALLOCATOR_FLAGS ?= $$(scripts/allocator-flags.sh)
# On Linux the binary's relocations are stored packed where the toolchain and the
# C library allow (`scripts/relocation-flags.sh`): about 2 MB less memory on every
# run. `RELOCATION_FLAGS=` links the usual table.
RELOCATION_FLAGS ?= $$(scripts/relocation-flags.sh)

.PHONY: all build run report test test-asan fuzz mutate install bench generate deps library-deps yaml-deps allocator-deps browser-deps xmllint-deps help clean

all: build

help:
	@echo "make build     build the release binary (.build/release/a11ylint)"
	@echo "make run       lint samples/ (findings are expected: the samples show mistakes)"
	@echo "make report    lint samples/ and write the HTML report to samples-report.html"
	@echo "make test      run the whole test suite"
	@echo "make install   copy the binary to \$$(PREFIX)/bin (PREFIX=$(PREFIX))"
	@echo "make test-asan run the test suite under AddressSanitizer"
	@echo "make fuzz      run each libFuzzer target for FUZZ_SECONDS (default 60)"
	@echo "make mutate    lint and announce MUTANTS (default 3000) damaged and hostile copies of real dumps"
	@echo "make bench     time large synthetic dumps against a raw libyaml scan and xmllint"
	@echo "make generate  after adding or editing Rules/*.yml: write the embedded catalog, the rule"
	@echo "               registry, each rule's id, component and typed options, docs/rules/ and README's rule table"

# mimalloc (allocator-deps) only speeds up the command line.
deps: library-deps allocator-deps

# libyaml and libxml2 are the system libraries we need; install them where we can, else say how.
library-deps:
	@if pkg-config --exists yaml-0.1 libxml-2.0 2>/dev/null; then exit 0; fi; \
	if command -v apt-get >/dev/null 2>&1; then \
	  SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  echo "libyaml or libxml2 (pkg-config yaml-0.1, libxml-2.0) not found: installing libyaml-dev, libxml2-dev and pkg-config with apt-get"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libyaml-dev libxml2-dev pkg-config >/dev/null || exit 1; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "libyaml or libxml2 not found: installing them with Homebrew"; brew install libyaml libxml2 pkg-config || exit 1; \
	else \
	  echo "error: libyaml or libxml2 is missing. Install libyaml-dev and libxml2-dev (Debian, Ubuntu), libyaml-devel and libxml2-devel (Fedora) or libyaml and libxml2 (Homebrew)." >&2; \
	  exit 1; \
	fi

# The name older instructions use.
yaml-deps: library-deps

# mimalloc is optional: where it cannot be installed, the build uses the C library's allocator.
allocator-deps:
	@if [ "$$(uname -s)" != Linux ] || [ -n "$$(scripts/allocator-flags.sh)" ]; then exit 0; fi; \
	if command -v apt-get >/dev/null 2>&1; then \
	  SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  echo "mimalloc not found: installing libmimalloc-dev with apt-get (a faster allocator for the command line)"; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libmimalloc-dev >/dev/null; } \
	    || echo "warning: mimalloc could not be installed; a11ylint will use the C library's allocator" >&2; \
	else \
	  echo "note: mimalloc is not installed; a11ylint will use the C library's allocator (slower)" >&2; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product a11ylint $(STATIC_FLAGS) $(OPTIMIZE_FLAGS) $(LTO_FLAGS) $(ALLOCATOR_FLAGS) $(RELOCATION_FLAGS)

run: build
	@echo "Linting samples/ (the samples contain mistakes on purpose, so findings are expected)"
	@$(BIN) lint samples/; status=$$?; case $$status in \
	  0) echo "a11ylint exited with 0: no finding fails the run." ;; \
	  1) echo "a11ylint exited with 1: findings fail the run, as the samples' mistakes should." ;; \
	  *) echo "a11ylint exited with $$status: an input or the command line could not be used (see above)."; exit $$status ;; \
	esac

# The HTML report's tests open it in headless Chromium, and check the page with
# axe-core (shipped by the axe-selenium-python package) through Selenium and
# chromedriver. Where apt-get is there (CI runs as root on a bare Debian machine)
# Chromium, chromedriver and venv come from the system packages, and axe in a
# virtual environment under .build; elsewhere, or when an install fails, those
# tests skip and say why.
AXE_VENV = .build/axe-venv
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
	  || ! command -v chromedriver >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	    echo "Installing chromium, chromium-driver and python3-venv with apt-get for the HTML report's browser tests"; \
	    { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq \
	        chromium chromium-driver python3-venv >/dev/null; } \
	      || echo "warning: chromium could not be installed; the HTML report's browser tests will be skipped" >&2; \
	  else \
	    echo "note: no chromium and no apt-get; the HTML report's browser tests will be skipped" >&2; \
	  fi; \
	fi
	@if [ ! -x $(AXE_VENV)/bin/python ] && command -v python3 >/dev/null 2>&1; then \
	  { python3 -m venv $(AXE_VENV) && $(AXE_VENV)/bin/pip install -q axe-selenium-python==2.1.6 selenium; } \
	    || { rm -rf $(AXE_VENV); echo "warning: axe-core could not be installed; the HTML report's accessibility check will be skipped" >&2; }; \
	fi

# The second package depends on this one by path, as a team's own package would:
# it checks the library API (DumpLinter) from outside, as a team would use it.
test: library-deps browser-deps
	$(SWIFT) test --disable-swift-testing
	cd Tests/LibraryClient && $(SWIFT) test --disable-swift-testing
	@if command -v python3 >/dev/null 2>&1; then \
	  python3 scripts/mutate.py --linter .build/debug/a11ylint --mutants $(TEST_MUTANTS); \
	else echo "note: no python3, so the mutation sample (scripts/mutate.py) did not run" >&2; fi

# Damaged and hostile copies of the samples and the corpus, linted and announced in
# every format (scripts/mutate.py says what each run must keep). `make test` runs a
# sample of TEST_MUTANTS with the debug build; this runs MUTANTS with the release build.
TEST_MUTANTS ?= 150
MUTANTS ?= 3000
mutate: build
	python3 scripts/mutate.py --linter $(BIN) --mutants $(MUTANTS) --seed $${SEED:-$$(date +%s)}

report: build
	@$(BIN) lint --report html=samples-report.html samples/ >/dev/null 2>&1; status=$$?; \
	if [ $$status -ge 2 ]; then echo "a11ylint exited with $$status"; exit $$status; fi; \
	echo "Wrote samples-report.html: open it in a browser."

# Leaks inside Foundation and XCTest are listed in fuzz/lsan-tests.supp; any
# other leak, and every memory error, fails the run.
test-asan: library-deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/fuzz/lsan-tests.supp $(SWIFT) test --disable-swift-testing --sanitize=address --build-path .build/asan

fuzz: library-deps
	scripts/fuzz.sh

install: build
	install -d "$(PREFIX)/bin"
	install -m 755 $(BIN) "$(PREFIX)/bin/a11ylint"

# The bench times the XML path against libxml2's own command-line tool, xmllint;
# where it cannot be installed, the bench leaves those ratios out and says so.
xmllint-deps:
	@if command -v xmllint >/dev/null 2>&1; then exit 0; fi; \
	if command -v apt-get >/dev/null 2>&1; then \
	  SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  echo "xmllint not found: installing libxml2-utils with apt-get (the XML benchmarks' reference)"; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libxml2-utils >/dev/null; } \
	    || echo "warning: xmllint could not be installed; the bench leaves out the ratios against it" >&2; \
	else \
	  echo "note: xmllint is not installed; the bench leaves out the ratios against it" >&2; \
	fi

# `make bench BENCH_ARGS="--only xml"` runs only the XML cases (bench/xml_cases.py).
bench: build xmllint-deps
	cc -O2 -o .build/yaml-scan bench/yaml_scan.c $$(pkg-config --cflags --libs yaml-0.1)
	python3 bench/bench.py --linter $(BIN) --scanner .build/yaml-scan $(BENCH_ARGS)

# Builds and runs only the generator and the catalog it reads, not the rules'
# code: a new rule's check does not compile before its id and options exist.
generate: library-deps
	$(SWIFT) run generate-rules

clean:
	rm -rf .build
