#!/usr/bin/env bash
# Installs what the browser tests and the serving bench need on a fresh Debian machine: chromium,
# nginx with the brotli_static module (deploy/nginx.conf serves the build's .br files), and wrk (the
# load run of `npm run bench:serving`).
set -euo pipefail
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
command -v wrk >/dev/null || packages+=(wrk)
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}"
fi
/usr/bin/chromium --version
/usr/sbin/nginx -v
