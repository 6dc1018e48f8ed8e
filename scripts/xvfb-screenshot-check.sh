#!/bin/sh
# Proves the window host puts the same pixels on a screen as the headless renderer: starts a virtual
# X server (Xvfb), opens one gallery scene in a window with `gallery run <id>`, captures the window
# from the X server with ImageMagick's `import`, closes the window with SIGTERM (which must close it
# cleanly, exit status 0), and compares the capture with `gallery render <id>` of the same size.
# Usage: scripts/xvfb-screenshot-check.sh [path/to/gallery] [scene-id]. Run by `make test`.
set -eu
GALLERY="${1:-.build/debug/gallery}"
SCENE="${2:-equal-width}"
TITLE="Plume gallery: $SCENE"
for tool in Xvfb import; do
    command -v "$tool" >/dev/null 2>&1 || { echo "xvfb check: '$tool' is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
[ -x "$GALLERY" ] || { echo "xvfb check: $GALLERY is not built (swift build --product gallery)" >&2; exit 1; }

work="$(mktemp -d)"
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

fail() {
    echo "xvfb check: $1" >&2
    for f in xvfb.log app.log; do [ -s "$work/$f" ] && { echo "--- $f" >&2; cat "$work/$f" >&2; }; done
    exit 1
}

# Xvfb picks a free display number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
i=0
while [ ! -s "$work/display" ]; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "Xvfb did not start within 10 s"
    sleep 0.1
done
DISPLAY=":$(cat "$work/display")"
export DISPLAY

"$GALLERY" run "$SCENE" >"$work/app.log" 2>&1 &
app_pid=$!
i=0
until grep -q "first frame presented" "$work/app.log" 2>/dev/null; do
    kill -0 "$app_pid" 2>/dev/null || fail "gallery run $SCENE exited before showing a frame"
    i=$((i + 1)); [ $i -gt 600 ] && fail "no frame presented within 60 s"
    sleep 0.1
done
sleep 0.5
import -window "$TITLE" "PNG32:$work/window.png" || fail "could not capture the window '$TITLE'"

kill -TERM "$app_pid"
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "gallery run did not close cleanly on SIGTERM (exit status $status)"
grep -q "window closed" "$work/app.log" || fail "gallery run did not report closing the window"

"$GALLERY" render "$SCENE" --out "$work/headless.png" >/dev/null
"$GALLERY" compare "$work/window.png" "$work/headless.png" --tolerance 2 --max-fraction 0.001 \
    || fail "the window's pixels differ from the headless render of '$SCENE'"
echo "Xvfb window check: '$SCENE' on screen matches its headless render."
