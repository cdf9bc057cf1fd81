#!/usr/bin/env bash
# Installs what the browser tests need on a fresh Debian machine: the chromium package.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
/usr/bin/chromium --version
