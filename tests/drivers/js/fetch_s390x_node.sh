#!/usr/bin/env bash
# Lays Debian 12's s390x nodejs (Node 18, big-endian) and the libraries it loads
# into the directory $1 (build/s390x-nodejs by default), for
# tests/proofs/test_js_byte_order.py to run under qemu-s390x -L $1. apt reads
# the s390x index of the machine's Debian sources into a private state of its own, downloads the packages and
# dpkg-deb unpacks them: the machine's architectures, sources and installed
# packages are left as they are. make test calls it.
set -euo pipefail
dest="$(realpath -m "${1:-build/s390x-nodejs}")"
state="$dest.apt"
packages=(nodejs libnode108 libbrotli1 libc-ares2 libicu72 libnghttp2-14 libssl3 libuv1 zlib1g libc6
    libstdc++6 libgcc-s1 node-acorn node-cjs-module-lexer node-undici)
rm -rf "$dest" "$state"
mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$dest"
touch "$state/status"
cat >"$state/apt.conf" <<CONF
Dir::State::Lists "$state/lists";
Dir::State::status "$state/status";
Dir::Cache "$state/cache";
APT::Architecture "s390x";
APT::Architectures { "s390x"; };
CONF
export APT_CONFIG="$state/apt.conf"
apt-get update -qq
(cd "$state/cache" && apt-get download -qq "${packages[@]}" 2>/dev/null)
for deb in "$state"/cache/*.deb; do dpkg-deb -x "$deb" "$dest"; done
rm -rf "$state"
test -x "$dest/usr/bin/nodejs"
