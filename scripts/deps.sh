#!/usr/bin/env bash
# Installs what the build needs when it is missing, from Debian's packages:
# libz3-dev, Z3's C headers and library, which the z3 package links. With
# --test it also installs what the tests need: z3 and minisat, the external
# solvers the command-line tool's exports are tested against, and chromium,
# the headless browser of the render package's test.
# Safe to run again: it installs nothing when everything is found.
set -euo pipefail

have_z3h() {
  echo '#include <z3.h>' | ${CC:-cc} -E -x c - >/dev/null 2>&1
}

missing=()
have_z3h || missing+=(libz3-dev)
if [ "${1:-}" = "--test" ]; then
  command -v z3 >/dev/null 2>&1 || missing+=(z3)
  command -v minisat >/dev/null 2>&1 || missing+=(minisat)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "deps: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"

if ! have_z3h; then
  echo "deps: libz3-dev installed but z3.h is still not found" >&2
  exit 1
fi
if [ "${1:-}" = "--test" ] && [ ! -x /usr/bin/chromium ]; then
  echo "deps: chromium installed but /usr/bin/chromium is still missing" >&2
  exit 1
fi
