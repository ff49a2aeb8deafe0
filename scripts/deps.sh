#!/usr/bin/env bash
# Installs what the build needs when it is missing: Z3's C headers and
# library (Debian's libz3-dev). Safe to run again: it does nothing when
# z3.h is already found by the C compiler.
set -euo pipefail

have_z3h() {
  echo '#include <z3.h>' | ${CC:-cc} -E -x c - >/dev/null 2>&1
}

if have_z3h; then
  exit 0
fi

echo "deps: z3.h not found; installing libz3-dev" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q libz3-dev

if ! have_z3h; then
  echo "deps: libz3-dev installed but z3.h is still not found" >&2
  exit 1
fi
