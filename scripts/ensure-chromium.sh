#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests is there: Debian's package, or CHROME_PATH.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH is set to '$CHROME_PATH' but no executable is there." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi

cat >&2 <<'MSG'
No Chromium found at /usr/bin/chromium.
On Debian as root this script installs it (apt-get install chromium). Elsewhere, install Chromium or
Chrome yourself and set CHROME_PATH to its executable, e.g.:
  CHROME_PATH=/usr/bin/google-chrome npm test
MSG
exit 1
