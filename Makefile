# The README's two commands are `make demo` and `make test`. Both install
# libz3-dev first when z3.h is missing; `make test` also installs the
# external solvers the tests run (Debian's z3 and minisat).

GO ?= go

.PHONY: all deps test-deps demo test vet

all: test

deps:
	@bash scripts/deps.sh

test-deps:
	@bash scripts/deps.sh --test

# demo solves the command-line tool's embedded default puzzle.
demo: deps
	$(GO) run ./cmd/z3sudoku solve

vet: test-deps
	$(GO) vet ./...

# test runs vet, then every test, example and fuzz seed with the race detector.
test: vet
	$(GO) test -race -count=1 -timeout 30m ./...
