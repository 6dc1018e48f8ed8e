#!/bin/sh
# Installs the Debian packages Plume needs, only those missing. Used by `make run` and `make test`.
set -e
PACKAGES="pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libsqlite3-dev libsdl2-dev libpam0g-dev libglib2.0-bin \
fonts-inter fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-dejavu-core fonts-dejavu-extra fonts-urw-base35 fontconfig xvfb xauth imagemagick xdotool valgrind \
libdbus-1-dev dbus python3-dbus python3-gi"
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "Installing missing Debian packages:$missing"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
    fc-cache -f >/dev/null 2>&1 || true
fi
if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain (6.x) is not on PATH; install it from swift.org" >&2
    exit 1
fi
