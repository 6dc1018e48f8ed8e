# The start-up the Xvfb window checks share; sourced (`. scripts/xvfb-common.sh`), never run.
# Before sourcing, a check sets CHECK_NAME (the prefix of its messages). Sourcing makes `work`, a
# temporary directory, and a trap that on exit kills the app (`app_pid`, which the check sets while
# its app runs) and the X server, then removes `work`. A check writes its app's output to
# "$work/app.log"; `fail` prints both logs.
#
#   xvfb_need TOOL...      exits with a message naming the first TOOL not on PATH
#   xvfb_start WxHxDEPTH   starts Xvfb on a free display with one screen of that size and exports
#                          DISPLAY; fails when the server has not started within 10 s
#   fail MESSAGE           prints MESSAGE and the logs, exits 1

work="$(mktemp -d)"
xvfb_pid=""
app_pid=""

xvfb_cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap xvfb_cleanup EXIT
trap 'exit 130' INT TERM

fail() {
    echo "$CHECK_NAME: $1" >&2
    for f in xvfb.log app.log; do [ -s "$work/$f" ] && { echo "--- $f" >&2; cat "$work/$f" >&2; }; done
    exit 1
}

xvfb_need() {
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 \
            || { echo "$CHECK_NAME: '$tool' is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
    done
}

xvfb_start() {
    # Xvfb picks a free display number and writes it to fd 3.
    Xvfb -displayfd 3 -screen 0 "$1" -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    i=0
    while [ ! -s "$work/display" ]; do
        kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb exited before it started"
        i=$((i + 1)); [ $i -gt 100 ] && fail "Xvfb did not start within 10 s"
        sleep 0.1
    done
    DISPLAY=":$(cat "$work/display")"
    export DISPLAY
}
