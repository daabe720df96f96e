# Reads the output of the RxVsOpenCombine benchmark executable (its HDR
# histogram dump per benchmark) and prints, for each pair, Rx's and
# OpenCombine's median and the ratio, the plain-Swift baselines of (a) and
# (b), and the allocations per event of (b) after subscription.
#
# The ratios use the median CPU time of a run (user + system), which a
# machine shared with other work disturbs far less than wall-clock time; the
# median wall-clock times are printed beside them.
#
# Benchmark names are "<pair> <library>"; <library> is Rx, OpenCombine,
# plain-loop or plain-closure.

/^Debug results for / {
    name = $0
    sub(/^Debug results for /, "", name)
    sub(/:$/, "", name)
    section = ""
    next
}
/^Time \(total CPU\):/  { section = "cpu"; found = 0; next }
/^Time \(wall clock\):/ { section = "wall"; found = 0; next }
/^Malloc \(total\):/    { section = "malloc"; found = 0; next }
/^[A-Za-z]/             { section = ""; next }
section != "" && !found && $1 ~ /^[0-9.]+$/ && $2 ~ /^[0-9.]+$/ && $2 + 0 >= 0.5 {
    found = 1
    if (section == "cpu") cpu[name] = $1 + 0
    else if (section == "wall") wall[name] = $1 + 0
    else malloc[name] = $1 + 0
}
END {
    events["a range-map-filter"] = 1000000
    events["b subject-1-subscriber"] = 1000000
    events["c subject-100-subscribers"] = 100000 * 100
    events["d flatMap-just"] = 10000
    events["e combineLatest(Rx)-zip(OpenCombine)"] = 1000000
    events["f map-share-replay-1"] = 100000 * 10
    events["g subscribe-dispose-churn"] = 100000
    events["h dispose-bag-100k"] = 100000
    printf "%-38s %9s %9s %8s %9s %9s %9s %9s\n", "", "Rx", "OpenComb.", "OC/Rx", "Rx", "OpenComb.", "Rx", "OpenComb."
    printf "%-38s %9s %9s %8s %9s %9s %9s %9s\n", "benchmark", "CPU ms", "CPU ms", "(CPU)", "ns/event", "ns/event", "wall ms", "wall ms"
    n = split("a range-map-filter|b subject-1-subscriber|c subject-100-subscribers|d flatMap-just|e combineLatest(Rx)-zip(OpenCombine)|f map-share-replay-1|g subscribe-dispose-churn|h dispose-bag-100k", pairs, "|")
    for (i = 1; i <= n; i++) {
        p = pairs[i]; rx = cpu[p " Rx"]; oc = cpu[p " OpenCombine"]
        if (rx == "" || oc == "" || rx == 0) { printf "%-38s missing\n", p; continue }
        printf "%-38s %9.1f %9.1f %7.2fx %9.1f %9.1f %9.1f %9.1f\n", p, rx / 1e6, oc / 1e6, oc / rx, rx / events[p], oc / events[p], wall[p " Rx"] / 1e6, wall[p " OpenCombine"] / 1e6
    }
    print ""
    split("a range-map-filter plain-loop|b subject-1-subscriber plain-closure", bases, "|")
    for (i = 1; i <= 2; i++) {
        b = bases[i]; p = b; sub(/ plain-.*/, "", p)
        if (cpu[b] == "" || cpu[p " Rx"] == "" || cpu[b] == 0) continue
        printf "%-38s %7.1f ns/event (CPU); Rx / baseline = %.1fx\n", b, cpu[b] / events[p], cpu[p " Rx"] / cpu[b]
    }
    p = "b subject-1-subscriber"
    if (malloc[p " Rx"] != "")
        printf "(b) allocations per event after subscription: Rx %.6f (%d in %d events), OpenCombine %.6f\n", malloc[p " Rx"] / events[p], malloc[p " Rx"], events[p], malloc[p " OpenCombine"] / events[p]
}
