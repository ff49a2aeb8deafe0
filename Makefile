# The README's two commands are `make demo` and `make test`. Both install
# libz3-dev first when z3.h is missing.

GO ?= go

.PHONY: all deps demo test vet

all: test

deps:
	@bash scripts/deps.sh

# demo solves the command-line tool's embedded default puzzle.
demo: deps
	$(GO) run ./cmd/z3sudoku solve

vet: deps
	$(GO) vet ./...

# test runs vet, then every test, example and fuzz seed with the race detector;
# then, in the separate bench module, vet, its tests, and each benchmark once.
test: vet
	$(GO) test -race -count=1 -timeout 30m ./...
	cd bench && $(GO) vet ./...
	cd bench && $(GO) test -count=1 -timeout 10m ./...
	cd bench && $(GO) test -count=1 -timeout 10m -run '^$$' -bench . -benchtime 1x ./...
