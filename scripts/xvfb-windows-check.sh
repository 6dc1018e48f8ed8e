#!/bin/sh
# Proves the `windows` example opens real windows: starts a virtual X server (Xvfb), runs the app
# with a file to open (`windows shopping.txt`: its onOpenURL adds a note "shopping") and an
# `xdg-open` of the check's own first on PATH (it writes down what it was asked to open), waits for
# its library window ("Notes"), clicks its "Plume on the web" Link and waits for that `xdg-open` to
# be run with the link's URL, clicks the "shopping" note and waits for its "Note" window (closing it
# with its "Close"), clicks the "Groceries" note (a button calling
# openWindow(value:)) with the X server's mouse and waits for the "Note" window, clicks its "Close"
# (dismissWindow()) and waits for it to go, opens File › New Window from the keyboard (F10, Down,
# Return) and waits for a second "Notes" window, presses Control-Comma (Edit › Settings…) and waits
# for the "Settings" window, optionally captures the screen, then closes the app with SIGTERM
# (exit status 0).
# Usage: scripts/xvfb-windows-check.sh [path/to/windows] [screenshot.png]. Run by `make test`.
set -eu
APP="${1:-.build/debug/windows}"
SHOT="${2:-}"
CHECK_NAME="windows check"
. "$(dirname "$0")/xvfb-common.sh"
xvfb_need Xvfb xdotool
[ -x "$APP" ] || fail "$APP is not built (swift build --product windows)"
xvfb_start 1200x800x24

# The app's `xdg-open`: records its argument instead of starting a browser.
mkdir "$work/bin"
printf '#!/bin/sh\necho "$1" >>"%s/opened.txt"\n' "$work" >"$work/bin/xdg-open"
chmod +x "$work/bin/xdg-open"
echo "Milk" >"$work/shopping.txt"
PATH="$work/bin:$PATH" "$APP" "$work/shopping.txt" >"$work/app.log" 2>&1 &
app_pid=$!

# Waits up to 10 s for a window whose title is exactly $1; prints its id.
wait_window() {
    for _ in $(seq 100); do
        id="$(xdotool search --name "^$1\$" 2>/dev/null | head -1 || true)"
        [ -n "$id" ] && { echo "$id"; return 0; }
        sleep 0.1
    done
    return 1
}

# Waits up to 10 s until exactly $2 windows are titled $1.
wait_count() {
    for _ in $(seq 100); do
        [ "$(xdotool search --name "^$1\$" 2>/dev/null | wc -l)" -eq "$2" ] && return 0
        sleep 0.1
    done
    return 1
}

library="$(wait_window Notes)" || fail "the library window 'Notes' did not open"
sleep 1
eval "$(xdotool getwindowgeometry --shell "$library")"
LX=$X
LY=$Y
# "Plume on the web": the Link under the status line, 214 points down the window.
xdotool mousemove $((LX + 60)) $((LY + 214)) click 1
for _ in $(seq 100); do
    grep -qx "https://example.com/plume" "$work/opened.txt" 2>/dev/null && break
    sleep 0.1
done
grep -qx "https://example.com/plume" "$work/opened.txt" 2>/dev/null \
    || fail "clicking the link did not run xdg-open with https://example.com/plume"
# "shopping": the note the launch file added, the third button (116 points down).
xdotool mousemove $((LX + 40)) $((LY + 116)) click 1
note="$(wait_window Note)" || fail "the launch file added no 'shopping' note (clicking it opened no window)"
sleep 1
eval "$(xdotool getwindowgeometry --shell "$note")"
xdotool mousemove $((X + WIDTH / 2)) $((Y + 163)) click 1
wait_count Note 0 || fail "clicking 'Close' in the shopping note's window did not close it"
# "Groceries": the first button, 16 points in from the left and below the 28-point menu bar.
xdotool mousemove $((LX + 40)) $((LY + 54)) click 1
note="$(wait_window Note)" || fail "clicking 'Groceries' opened no 'Note' window"
sleep 1
# The note window's "Close" button (dismissWindow()): centred, 163 points down its 220.
eval "$(xdotool getwindowgeometry --shell "$note")"
xdotool mousemove $((X + WIDTH / 2)) $((Y + 163)) click 1
wait_count Note 0 || fail "clicking 'Close' in the note window did not close it"
# F10 opens File; Down, Return choose "New Window" (with no window manager, keys go to the
# window under the pointer).
xdotool mousemove $((LX + 200)) $((LY + 200))
sleep 0.3
xdotool key F10
sleep 0.5
[ -n "${PLUME_DEBUG_SHOT:-}" ] && import -window root "$PLUME_DEBUG_SHOT"
xdotool key Down Return
wait_count Notes 2 || fail "F10, Down, Return did not open a second 'Notes' window"
sleep 0.5
xdotool key ctrl+comma
wait_window Settings >/dev/null || fail "Control-Comma opened no 'Settings' window"
sleep 1
if [ -n "$SHOT" ]; then import -window root "$SHOT"; fi
kill -TERM "$app_pid"
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "the app exited with status $status after SIGTERM"
echo "Xvfb windows check: the launch file became a note, the link ran xdg-open, a note window opened and closed, F10 › New Window and Control-Comma › Settings opened real windows; SIGTERM closed them."
