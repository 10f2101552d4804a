# Every target that runs Python bootstraps .venv from pyproject.toml first.
PYTHON ?= python3
CC     ?= cc
RUSTC  ?= rustc
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: generate check test perft perft-rs bench mutate magics clean

generate: $(STAMP)
	$(PY) -m bitboard_tables generate

check: $(STAMP)
	$(PY) -m bitboard_tables generate --check

test: $(STAMP)
	$(PY) -m pytest -q

perft: build/perft

build/perft: tests/perft/perft.c generated/bitboards.h
	mkdir -p build
	$(CC) -O2 -std=c99 -Wall -Wextra -Werror -pedantic -Igenerated tests/perft/perft.c -o $@

perft-rs: build/perft-rs

# perft.rs includes the module from the path in BITBOARDS_RS
build/perft-rs: tests/perft/perft.rs generated/bitboards.rs
	mkdir -p build
	BITBOARDS_RS=$(CURDIR)/generated/bitboards.rs $(RUSTC) -O -D warnings tests/perft/perft.rs -o $@

bench: $(STAMP)
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

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -e '.[test]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) build .pytest_cache *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
