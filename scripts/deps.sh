#!/usr/bin/env bash
# Installs what the build and tests need when it is missing: Z3's C
# headers and library (Debian's libz3-dev), and Debian's chromium for the
# render package's headless-browser test. Safe to run again: each part does
# nothing when its piece is already there.
set -euo pipefail

have_z3h() {
  echo '#include <z3.h>' | ${CC:-cc} -E -x c - >/dev/null 2>&1
}

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
updated=""
apt_install() {
  if [ -z "$updated" ]; then
    $SUDO apt-get update -q
    updated=1
  fi
  $SUDO apt-get install -y -q "$@"
}

if ! have_z3h; then
  echo "deps: z3.h not found; installing libz3-dev" >&2
  apt_install libz3-dev
  if ! have_z3h; then
    echo "deps: libz3-dev installed but z3.h is still not found" >&2
    exit 1
  fi
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "deps: /usr/bin/chromium not found; installing chromium (render's browser test)" >&2
  apt_install chromium
  if [ ! -x /usr/bin/chromium ]; then
    echo "deps: chromium installed but /usr/bin/chromium is still missing" >&2
    exit 1
  fi
fi
