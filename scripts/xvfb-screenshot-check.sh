#!/bin/sh
# Proves the window host puts the same pixels on a screen as the headless renderer: starts a virtual
# X server (Xvfb), opens one gallery scene in a window with `gallery run <id>`, captures the window
# from the X server with ImageMagick's `import`, closes the window with SIGTERM (which must close it
# cleanly, exit status 0), and compares the capture with `gallery render <id>` of the same size;
# then again at twice the pixels per point (PLUME_SCALE=2, the X11 HiDPI path) against
# `gallery render <id> --scale 2`; finally it clicks "Push 5" in the min-stack scene with the X
# server's mouse and compares the window with a render that taps the same button; and it fills in
# fake-signup with the X server's mouse and keyboard (type `foobar`, wait 1 s for the debounced
# username check, the two passwords, click Sign up) and compares the window with a render scripted
# the same way (`--tap … --type … --wait 1 …`): it shows "Welcome, foobar!" only if Sign up enabled;
# then Control-Q must close that window (exit status 0); last it clicks "Compose" in the notes
# scene, waits for the sheet's animation to end and compares the window with a render that taps it.
# Usage: scripts/xvfb-screenshot-check.sh [path/to/gallery] [scene-id]. Run by `make test`.
set -eu
GALLERY="${1:-.build/debug/gallery}"
SCENE="${2:-equal-width}"
CHECK_NAME="xvfb check"
. "$(dirname "$0")/xvfb-common.sh"
xvfb_need Xvfb import xdotool
[ -x "$GALLERY" ] || fail "$GALLERY is not built (swift build --product gallery)"
xvfb_start 2048x2048x24

# open_window SCENE SCALE: runs `gallery run SCENE` with PLUME_SCALE=SCALE in the background
# (its pid in app_pid) and waits for its first frame.
open_window() {
    : >"$work/app.log"
    PLUME_SCALE="$2" "$GALLERY" run "$1" >"$work/app.log" 2>&1 &
    app_pid=$!
    i=0
    until grep -q "first frame presented" "$work/app.log" 2>/dev/null; do
        kill -0 "$app_pid" 2>/dev/null || fail "gallery run $1 exited before showing a frame"
        i=$((i + 1)); [ $i -gt 600 ] && fail "no frame presented within 60 s"
        sleep 0.1
    done
    sleep 0.5
}

# close_window: closes the window with SIGTERM, which must end `gallery run` cleanly (exit status 0,
# "window closed" in its log).
close_window() {
    kill -TERM "$app_pid"
    status=0
    wait "$app_pid" || status=$?
    app_pid=""
    [ "$status" -eq 0 ] || fail "gallery run did not close cleanly on SIGTERM (exit status $status)"
    grep -q "window closed" "$work/app.log" || fail "gallery run did not report closing the window"
}

# check SCENE SCALE [LABEL]: opens SCENE with PLUME_SCALE=SCALE; with LABEL, clicks that control
# with the X server's mouse (xdotool); captures the window, closes it with SIGTERM and compares the
# capture with `gallery render SCENE --scale SCALE` (after `--tap LABEL` when given).
check() {
    scene="$1"; scale="$2"; label="${3:-}"
    title="Plume gallery: $scene"
    open_window "$scene" "$scale"
    if [ -n "$label" ]; then
        point="$("$GALLERY" locate "$scene" "$label")" || fail "cannot locate '$label' in $scene"
        x=$(( ${point% *} * scale )); y=$(( ${point#* } * scale ))
        window_id="$(xdotool search --name "^$title\$" | head -n 1)"
        [ -n "$window_id" ] || fail "xdotool cannot find the window '$title'"
        xdotool mousemove --window "$window_id" "$x" "$y" click 1 || fail "xdotool could not click"
        sleep 1
    fi
    import -window "$title" "PNG32:$work/window.png" || fail "could not capture the window '$title'"

    close_window

    if [ -n "$label" ]; then
        "$GALLERY" render "$scene" --scale "$scale" --tap "$label" --out "$work/headless.png" >/dev/null
    else
        "$GALLERY" render "$scene" --scale "$scale" --out "$work/headless.png" >/dev/null
    fi
    "$GALLERY" compare "$work/window.png" "$work/headless.png" --tolerance 2 --max-fraction 0.001 \
        || fail "the window of '$scene' at scale $scale${label:+ after clicking '$label'} differs from its headless render"
    echo "Xvfb window check: '$scene' at scale $scale${label:+, after clicking '$label',} matches its headless render."
}

# click_in TITLE SCENE LABEL: clicks the control LABEL of SCENE in the window TITLE (scale 1).
click_in() {
    point="$("$GALLERY" locate "$2" "$3")" || fail "cannot locate '$3' in $2"
    window_id="$(xdotool search --name "^$1\$" | head -n 1)"
    [ -n "$window_id" ] || fail "xdotool cannot find the window '$1'"
    xdotool mousemove --window "$window_id" ${point% *} ${point#* } click 1 || fail "xdotool could not click"
    sleep 0.3
}

# check_signup: types into fake-signup for real; its username check is debounced by 0.5 s.
check_signup() {
    title="Plume gallery: fake-signup"
    open_window fake-signup 1
    click_in "$title" fake-signup Username
    xdotool type --delay 30 foobar || fail "xdotool could not type"
    sleep 1
    click_in "$title" fake-signup "Password 'secreto'"
    xdotool type --delay 30 secreto
    click_in "$title" fake-signup "Password again"
    xdotool type --delay 30 secreto
    sleep 0.5
    click_in "$title" fake-signup "Sign up"
    sleep 0.5
    import -window "$title" "PNG32:$work/window.png" || fail "could not capture the window '$title'"
    xdotool key ctrl+q || fail "xdotool could not press Control-Q"
    i=0
    while kill -0 "$app_pid" 2>/dev/null; do
        i=$((i + 1)); [ $i -gt 50 ] && fail "Control-Q did not close the window within 5 s"
        sleep 0.1
    done
    status=0
    wait "$app_pid" || status=$?
    app_pid=""
    [ "$status" -eq 0 ] || fail "gallery run fake-signup did not close cleanly on Control-Q (exit status $status)"
    "$GALLERY" render fake-signup --tap Username --type foobar --wait 1 --tap "Password 'secreto'" --type secreto \
        --tap "Password again" --type secreto --wait 0.5 --tap "Sign up" --out "$work/headless.png" >/dev/null
    "$GALLERY" compare "$work/window.png" "$work/headless.png" --tolerance 2 --max-fraction 0.001 \
        || fail "fake-signup typed into in the window differs from its scripted render (did Sign up enable?)"
    echo "Xvfb window check: fake-signup typed into for real signs up, as its scripted render does; Control-Q closed it."
}

# check_sheet: clicks "Compose" in the notes scene, which presents a sheet with the system
# animation; waits until the window has changed since before the click and two captures 0.25 s apart
# are the same pixels (the animation has ended; at most 5 s), closes the window and compares the last capture with a render that taps "Compose" and
# lets a second pass.
check_sheet() {
    title="Plume gallery: notes"
    open_window notes 1
    import -window "$title" "PNG32:$work/before.png" || fail "could not capture the window '$title'"
    click_in "$title" notes Compose
    import -window "$title" "PNG32:$work/previous.png" || fail "could not capture the window '$title'"
    i=0
    while :; do
        sleep 0.25
        import -window "$title" "PNG32:$work/window.png" || fail "could not capture the window '$title'"
        if "$GALLERY" compare "$work/previous.png" "$work/window.png" --tolerance 0 --max-fraction 0 >/dev/null 2>&1 \
            && ! "$GALLERY" compare "$work/before.png" "$work/window.png" >/dev/null 2>&1; then
            break
        fi
        i=$((i + 1)); [ $i -gt 20 ] && fail "the notes window had not settled on a new picture 5 s after clicking 'Compose'"
        mv "$work/window.png" "$work/previous.png"
    done
    close_window
    "$GALLERY" render notes --tap Compose --wait 1 --out "$work/headless.png" >/dev/null
    "$GALLERY" compare "$work/window.png" "$work/headless.png" --tolerance 2 --max-fraction 0.001 \
        || fail "the sheet opened by clicking 'Compose' in the notes window differs from its headless render"
    echo "Xvfb window check: clicking 'Compose' in the notes window presents its sheet as the headless render does."
}

check "$SCENE" 1
check "$SCENE" 2
check min-stack 1 "Push 5"
check_signup
check_sheet
