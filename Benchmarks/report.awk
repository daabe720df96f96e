# Reads the output of the RxVsOpenCombine benchmark executable (its HDR
# histogram dump per benchmark) and prints, for each pair, Rx's and
# OpenCombine's median wall-clock time and the ratio, the plain-Swift
# baselines of (a) and (b), and the allocations per event of (b).
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
/^Time \(wall clock\):/ { section = "time"; found = 0; next }
/^Malloc \(total\):/    { section = "malloc"; found = 0; next }
/^[A-Za-z]/             { section = ""; next }
section != "" && !found && $1 ~ /^[0-9.]+$/ && $2 ~ /^[0-9.]+$/ && $2 + 0 >= 0.5 {
    found = 1
    if (section == "time") time[name] = $1 + 0
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
    printf "%-40s %14s %14s %9s %12s %12s\n", "benchmark (median of runs)", "Rx ms", "OpenCombine ms", "OC / Rx", "Rx ns/event", "OC ns/event"
    n = split("a range-map-filter|b subject-1-subscriber|c subject-100-subscribers|d flatMap-just|e combineLatest(Rx)-zip(OpenCombine)|f map-share-replay-1|g subscribe-dispose-churn|h dispose-bag-100k", pairs, "|")
    for (i = 1; i <= n; i++) {
        p = pairs[i]; rx = time[p " Rx"]; oc = time[p " OpenCombine"]
        if (rx == "" || oc == "") { printf "%-40s missing\n", p; continue }
        printf "%-40s %14.3f %14.3f %8.2fx %12.1f %12.1f\n", p, rx / 1e6, oc / 1e6, oc / rx, rx / events[p], oc / events[p]
    }
    print ""
    split("a range-map-filter plain-loop|b subject-1-subscriber plain-closure", bases, "|")
    for (i = 1; i <= 2; i++) {
        b = bases[i]; p = b; sub(/ plain-.*/, "", p)
        if (time[b] == "" || time[p " Rx"] == "") continue
        printf "%-40s %10.1f ns/event; Rx / baseline = %.1fx\n", b, time[b] / events[p], time[p " Rx"] / time[b]
    }
    p = "b subject-1-subscriber"
    if (malloc[p " Rx"] != "")
        printf "allocations per event, (b) after subscription: Rx %.6f (%d in %d events), OpenCombine %.6f\n", malloc[p " Rx"] / events[p], malloc[p " Rx"], events[p], malloc[p " OpenCombine"] / events[p]
}
