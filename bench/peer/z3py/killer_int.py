#!/usr/bin/env python3
"""A strengthened Int model of a killer sudoku, in Z3's Python API: the peer
that issue 16 times `z3sudoku unique` against, one whole process per puzzle.

It is the model the Python tutorials build (one Int per cell, Distinct
houses, a Sum per cage), strengthened the way one strengthens it by hand:
- each cell is bounded to 1..N;
- each cage is Distinct, and each of its cells may take only digits of
  the digit sets of its size that reach its total;
- each house sums to 1 + 2 + ... + N (implied, and redundant).

Usage: killer_int.py FILE.json (an f-puzzles document with "killercage").
It prints the solution, and "unique", "multiple" or "no solution" on
standard error, as `z3sudoku unique` does.
"""
import itertools
import json
import sys

import z3


def cell_index(name):
    # "R3C7" -> (2, 6)
    r, c = name.upper().lstrip("R").split("C")
    return int(r) - 1, int(c) - 1


def boxes(n):
    rows = {4: 2, 6: 2, 9: 3, 16: 4}[n]
    cols = n // rows
    for br in range(0, n, rows):
        for bc in range(0, n, cols):
            yield [(r, c) for r in range(br, br + rows) for c in range(bc, bc + cols)]


def main(path):
    with open(path) as f:
        doc = json.load(f)
    n = doc["size"]
    x = [[z3.Int(f"r{r + 1}c{c + 1}") for c in range(n)] for r in range(n)]
    s = z3.Solver()
    for r in range(n):
        for c in range(n):
            s.add(x[r][c] >= 1, x[r][c] <= n)
            given = doc["grid"][r][c].get("value")
            if given:
                s.add(x[r][c] == int(given))
    houses = [[(r, c) for c in range(n)] for r in range(n)]
    houses += [[(r, c) for r in range(n)] for c in range(n)]
    houses += list(boxes(n))
    total = n * (n + 1) // 2
    for h in houses:
        cells = [x[r][c] for r, c in h]
        s.add(z3.Distinct(cells))
        s.add(z3.Sum(cells) == total)
    for cage in doc.get("killercage", []):
        cells = [x[r][c] for r, c in map(cell_index, cage["cells"])]
        s.add(z3.Distinct(cells))
        if cage.get("value", "") == "":
            continue
        want = int(cage["value"])
        s.add(z3.Sum(cells) == want)
        digits = sorted({d for combo in itertools.combinations(range(1, n + 1), len(cells))
                         if sum(combo) == want for d in combo})
        for v in cells:
            s.add(z3.Or([v == d for d in digits]))
    if s.check() != z3.sat:
        print("no solution", file=sys.stderr)
        return 1
    m = s.model()
    sol = [[m.eval(x[r][c]).as_long() for c in range(n)] for r in range(n)]
    print("".join(str(d) for row in sol for d in row))
    s.add(z3.Or([x[r][c] != sol[r][c] for r in range(n) for c in range(n)]))
    if s.check() == z3.unsat:
        print("unique", file=sys.stderr)
        return 0
    print("multiple", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
