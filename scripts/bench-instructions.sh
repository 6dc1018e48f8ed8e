#!/bin/sh
# `make bench-instructions`: PlumeBench's layout and frame figures, each run once under callgrind
# with client requests around exactly the timed region; prints `name<TAB>instructions` (with the
# goal and met/MISSED where the figure has one). Usage: bench-instructions.sh BENCH [FILTER]
set -e
bench="$1"
filter="$2"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ -n "$filter" ]; then set -- --filter "$filter"; else set --; fi
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info the Swift toolchain writes: count a
# copy without it (the symbol table stays, so callgrind_annotate still names functions).
cp "$bench" "$out/PlumeBench"
strip --strip-debug "$out/PlumeBench"
valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
    --callgrind-out-file="$out/callgrind.out.%p" "$out/PlumeBench" --instructions "$@" >"$out/goals" 2>"$out/log" || {
    cat "$out/log" >&2
    exit 1
}
# Each counted region is one dump: `desc: Trigger: Client Request: NAME` and `totals: INSTRUCTIONS`.
for f in "$out"/callgrind.out.*; do
    awk '/^desc: Trigger: Client Request: / { sub(/^desc: Trigger: Client Request: /, ""); name = $0 }
         /^totals: / { total = $2 }
         END { if (name != "") print name "\t" total }' "$f"
done >"$out/counts"
awk -F '\t' 'NR == FNR { if ($1 == "instructions.goal") goal[$2] = $3; next }
    { line = $1 "\t" $2 "\tinstructions"
      if (($1 in goal) && goal[$1] >= 0) line = line "\tgoal <= " goal[$1] "\t" ($2 <= goal[$1] ? "met" : "MISSED")
      print line }' "$out/goals" "$out/counts" | sort
