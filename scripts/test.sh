#!/usr/bin/env bash
# The steps of `make test`, each run even when an earlier one failed; the
# script exits 1 if any failed and names them. Usage: scripts/test.sh [GO]
set -uo pipefail
GO=${1:-go}
cd "$(dirname "$0")/.."

failed=()
step() {
	local name=$1
	shift
	echo "== $name: $*"
	local start=$SECONDS
	if "$@"; then
		echo "== $name: ok ($((SECONDS - start)) s)"
	else
		echo "== $name: FAILED ($((SECONDS - start)) s)"
		failed+=("$name")
	fi
}

start=$SECONDS
step vet "$GO" vet ./...
step test "$GO" test -race -count=1 -timeout 30m ./...
# The single-goroutine brute-force and property checks that run only a
# sample under the race detector (see internal/race), in full.
step "full checks without -race" "$GO" test -count=1 \
	-run '^(TestKiller|TestPuzzleClassic|TestCorpusUnique)$' ./generate ./sudoku
step "bench vet" bash -c "cd bench && $GO vet ./..."
step "bench test" bash -c "cd bench && $GO test -count=1 -timeout 10m ./..."
step "bench benchmarks" bash -c "cd bench && $GO test -count=1 -timeout 10m -run '^\$' -bench . -benchtime 1x ./..."

echo "== make test: $((SECONDS - start)) s"
if ((${#failed[@]})); then
	echo "== make test FAILED: ${failed[*]}"
	exit 1
fi
echo "== make test: all passed"
