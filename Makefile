# The README's two commands are `make demo` and `make test`. Both install
# libz3-dev first when z3.h is missing; `make test` also installs what the
# tests run: Debian's z3 and minisat, and chromium.

GO ?= go

.PHONY: all deps test-deps demo test vet images

all: test

deps:
	@bash scripts/deps.sh

test-deps:
	@bash scripts/deps.sh --test

# demo solves the classic puzzle the README draws and prints the grid
# boxed, whether or not standard input is a terminal (the command's own default puzzle is
# for a terminal only).
demo: deps
	$(GO) run ./cmd/z3sudoku solve --pretty docs/images/classic.txt

vet: test-deps
	$(GO) vet ./...

# test runs vet, then every test, example and fuzz seed with the race detector;
# then, in the separate bench module, vet, its tests, and each benchmark once.
# Every step runs even when an earlier one fails, and test fails if any did,
# naming them.
test: test-deps
	@bash scripts/test.sh "$(GO)"

# images redraws the README's pictures in docs/images with the render
# command, from the puzzles stored beside them.
images:
	for p in classic.txt killer.json thermo-arrow.json; do \
		n=$${p%.*}; \
		$(GO) run ./cmd/z3sudoku render -o docs/images/$$n.svg docs/images/$$p && \
		$(GO) run ./cmd/z3sudoku render --png -o docs/images/$$n.png docs/images/$$p || exit 1; \
	done
